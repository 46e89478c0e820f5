import { useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useCreateContact } from '../api/contacts-api';
import { buildContactInput, emptyContactForm } from '../lib/contact-form-values';
import { DuplicateWarning } from './duplicate-warning';

type Draft = { first_name: string; last_name: string; email: string; phone: string };
const EMPTY: Draft = { first_name: '', last_name: '', email: '', phone: '' };
const FIELD_OF: Record<string, keyof Draft> = {
  'emails.0.value': 'email',
  'phones.0.value': 'phone',
  emails: 'email',
  phones: 'phone',
};

interface QuickAddDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Name, e-mail, phone; Enter saves. Warns while typing when the person may already exist. */
export function QuickAddDialog({ open, onOpenChange }: QuickAddDialogProps) {
  const navigate = useNavigate();
  const create = useCreateContact();
  const firstRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const another = useRef(false);

  const set = (key: keyof Draft) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));
  const reset = () => {
    setDraft(EMPTY);
    setErrors({});
    setFormError(null);
  };
  const mapErrors = (flat: Record<string, string>) =>
    Object.fromEntries(Object.entries(flat).map(([k, v]) => [FIELD_OF[k] ?? k, v])) as typeof errors;

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const built = buildContactInput({
      ...emptyContactForm(),
      first_name: draft.first_name,
      last_name: draft.last_name,
      emails: [{ label: 'personal', value: draft.email }],
      phones: [{ label: 'mobile', value: draft.phone }],
    });
    if (!built.ok) return setErrors(mapErrors(built.errors));
    setErrors({});
    try {
      const contact = await create.mutateAsync(built.input);
      toast.success(`${contact.display_name} added`, {
        action: { label: 'Open', onClick: () => void navigate(`/contacts/${contact.id}`) },
      });
      reset();
      if (another.current) firstRef.current?.focus();
      else onOpenChange(false);
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length) setErrors(mapErrors(error.fields));
      else setFormError(errorMessage(error));
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent
        title="Quick add"
        description="Add a person in seconds. Press Enter to save."
        className="max-w-lg"
      >
        <form onSubmit={handleSubmit} noValidate className="space-y-4">
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="First name" error={errors.first_name}>
              <Input
                ref={firstRef}
                autoFocus
                autoComplete="off"
                value={draft.first_name}
                onChange={set('first_name')}
              />
            </FormField>
            <FormField label="Last name" error={errors.last_name}>
              <Input autoComplete="off" value={draft.last_name} onChange={set('last_name')} />
            </FormField>
          </div>
          <FormField label="E-mail" error={errors.email}>
            <Input type="email" autoComplete="off" value={draft.email} onChange={set('email')} />
          </FormField>
          <FormField label="Phone" error={errors.phone}>
            <Input type="tel" autoComplete="off" value={draft.phone} onChange={set('phone')} />
          </FormField>
          <DuplicateWarning draft={draft} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={create.isPending} onClick={() => (another.current = false)}>
              {create.isPending ? 'Saving…' : 'Save'}
            </Button>
            <Button
              type="submit"
              variant="secondary"
              disabled={create.isPending}
              onClick={() => (another.current = true)}
            >
              Save and add another
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
