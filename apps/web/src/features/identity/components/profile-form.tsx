import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { UpdateProfileInput } from '@threshold/domain/identity/update-profile.contract';
import type { MeDto } from '@threshold/domain/identity/get-me.contract';
import type { z } from 'zod';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useAuth } from '@/lib/auth/auth-context';
import { updateProfile } from '@/lib/auth/profile-api';
import { applyApiError } from '@/lib/form-errors';

type Fields = z.input<typeof UpdateProfileInput>;
const FIELDS = ['first_name', 'last_name', 'profile_image_url'] as const;

/** Edit name and photo; only changed fields are sent. */
export function ProfileForm({ me }: { me: MeDto }) {
  const { setProfile } = useAuth();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<Fields, unknown, z.output<typeof UpdateProfileInput>>({
    resolver: zodResolver(UpdateProfileInput),
    defaultValues: {
      first_name: me.profile.first_name ?? '',
      last_name: me.profile.last_name ?? '',
      profile_image_url: me.profile.profile_image_url ?? '',
    },
  });
  const { errors, isSubmitting, dirtyFields } = form.formState;
  const preview = useWatch({ control: form.control });

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    const changes = Object.fromEntries(FIELDS.filter((f) => dirtyFields[f]).map((f) => [f, values[f]]));
    if (Object.keys(changes).length === 0) return void toast.info('Nothing to save');
    try {
      const profile = await updateProfile(changes);
      setProfile(profile);
      form.reset({
        first_name: profile.first_name ?? '',
        last_name: profile.last_name ?? '',
        profile_image_url: profile.profile_image_url ?? '',
      });
      toast.success('Profile saved');
    } catch (error) {
      setFormError(applyApiError(error, form.setError, FIELDS));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="max-w-xl space-y-4">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <div className="flex items-center gap-4">
        <Avatar
          className="h-16 w-16 text-lg"
          source={{
            imageUrl: preview.profile_image_url,
            firstName: preview.first_name,
            lastName: preview.last_name,
            email: me.user.email,
          }}
        />
        <p className="text-sm text-slate-600">Your photo, or your initials when there is none.</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="First name" error={errors.first_name?.message}>
          <Input autoComplete="given-name" {...form.register('first_name')} />
        </FormField>
        <FormField label="Last name" error={errors.last_name?.message}>
          <Input autoComplete="family-name" {...form.register('last_name')} />
        </FormField>
      </div>
      <FormField
        label="Photo URL"
        error={errors.profile_image_url?.message}
        hint="A link to an image (https://…). Leave empty to show your initials. Photo upload arrives with file storage."
      >
        <Input type="url" inputMode="url" {...form.register('profile_image_url')} />
      </FormField>
      <Button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save changes'}
      </Button>
    </form>
  );
}
