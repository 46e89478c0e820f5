import {
  UpdatePlatformSettingsInput,
  type PlatformSettingsDto,
} from '@threshold/domain/platform-admin/platform-settings.contract';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { ConflictNotice, conflictChanges } from '@/components/ui/conflict-notice';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useSavePlatformSettings } from '../api/platform-admin-api';

interface Values {
  support_email: string;
  signup_open: boolean;
  default_time_zone: string;
}

const valuesOf = (s: PlatformSettingsDto): Values => ({
  support_email: s.support_email ?? '',
  signup_open: s.signup_open,
  default_time_zone: s.default_time_zone,
});
const inputOf = (v: Values) => ({
  support_email: v.support_email.trim() ? v.support_email.trim() : null,
  signup_open: v.signup_open,
  default_time_zone: v.default_time_zone,
});

/** The platform's settings, saved whole on the version the form was opened with (ADR 0153). */
export function PlatformSettingsForm({
  settings,
  canEdit,
}: {
  settings: PlatformSettingsDto;
  canEdit: boolean;
}) {
  const save = useSavePlatformSettings(settings);
  const [values, setValues] = useState(() => valuesOf(settings));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = UpdatePlatformSettingsInput.safeParse(inputOf(values));
    if (!parsed.success)
      return setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
    setErrors({});
    try {
      if (await save.save(parsed.data)) toast.success('Platform settings saved');
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length) setErrors(error.fields);
      else setProblem(errorMessage(error));
    }
  };

  return (
    <form onSubmit={(e) => void handleSubmit(e)} noValidate className="space-y-4">
      {problem ? <Alert tone="error">{problem}</Alert> : null}
      {save.conflict ? (
        <ConflictNotice
          what="platform's settings"
          changedBy={save.conflict.changedBy}
          changedAt={save.conflict.changedAt}
          changes={conflictChanges(
            { 'Sign-up': save.conflict.current.signup_open ? 'open' : 'invitation only' },
            { 'Sign-up': values.signup_open ? 'open' : 'invitation only' },
          )}
          busy={save.isPending}
          onReapply={save.reapply}
          onDiscard={async () => {
            const current = save.conflict?.current;
            await save.discard();
            if (current) setValues(valuesOf(current));
          }}
        />
      ) : null}
      <Card aria-labelledby="platform-settings" className="space-y-4">
        <h2 id="platform-settings" className="text-base font-semibold text-slate-900">
          Platform
        </h2>
        <fieldset disabled={!canEdit} className="space-y-4">
          <FormField
            label="Support e-mail"
            error={errors.support_email}
            hint="Shown to people who cannot sign up."
          >
            <Input
              type="email"
              value={values.support_email}
              onChange={(e) => setValues((v) => ({ ...v, support_email: e.target.value }))}
            />
          </FormField>
          <Checkbox
            label="Anyone may sign up (when off, only invited people can create an account)"
            checked={values.signup_open}
            onChange={(e) => setValues((v) => ({ ...v, signup_open: e.target.checked }))}
          />
          <FormField
            label="Default time zone for new organizations"
            error={errors.default_time_zone}
            hint="An IANA name such as America/Chicago."
          >
            <Input
              value={values.default_time_zone}
              onChange={(e) => setValues((v) => ({ ...v, default_time_zone: e.target.value }))}
            />
          </FormField>
        </fieldset>
      </Card>
      {canEdit ? (
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save settings'}
        </Button>
      ) : (
        <p className="text-sm text-slate-600">Only system admins change these settings.</p>
      )}
    </form>
  );
}
