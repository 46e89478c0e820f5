import { CLIENT_ROLES, type ClientRole } from '@threshold/domain/contacts/client-invitation.contract';
import type { ContactDto } from '@threshold/domain/contacts/contact.contract';
import { MailPlus } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-error';
import { useCreateInvitation } from '../api/contact-invitations-api';
import { CLIENT_ROLE_LABELS } from '../lib/contact-labels';

function suggestedRole(contact: ContactDto): ClientRole {
  return (
    ((CLIENT_ROLES as readonly string[]).find((r) => contact.types.includes(r as never)) as ClientRole) ??
    'buyer'
  );
}

/** Invite the contact to Threshold as a client: role, address, a personal line. */
export function InviteDialog({ contact }: { contact: ContactDto }) {
  const [open, setOpen] = useState(false);
  const [role, setRole] = useState<ClientRole>(() => suggestedRole(contact));
  const [email, setEmail] = useState(contact.emails[0]?.value ?? '');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const create = useCreateInvitation(contact.id);

  // mutateAsync: once an invitation is pending this dialog's button is replaced by the list.
  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setErrors({ email: 'The invitation needs an e-mail address' });
    setErrors({});
    setFormError(null);
    try {
      const invitation = await create.mutateAsync({
        role,
        email: email.trim(),
        ...(message.trim() ? { message: message.trim() } : {}),
      });
      if (invitation.delivery === 'failed')
        toast.warning('Invitation saved, but the e-mail could not be sent. Use Resend later.');
      else toast.success(`Invitation sent to ${invitation.email}`);
      setOpen(false);
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length) setErrors(error.fields);
      else setFormError(errorMessage(error));
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm">
          <MailPlus aria-hidden="true" className="h-4 w-4" />
          Invite
        </Button>
      </DialogTrigger>
      <DialogContent
        title={`Invite ${contact.display_name}`}
        description="They get an e-mail with a sign-up link, valid for 7 days, and see their deals as a client."
        className="max-w-lg"
      >
        <form onSubmit={(event) => void handleSubmit(event)} noValidate className="space-y-4">
          {formError ? <Alert tone="error">{formError}</Alert> : null}
          <fieldset>
            <legend className="text-sm font-medium text-slate-900">Role</legend>
            <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
              {CLIENT_ROLES.map((r) => (
                <label key={r} className="flex items-center gap-2 text-sm text-slate-900">
                  <input
                    type="radio"
                    name="invite-role"
                    value={r}
                    className="accent-brand-700"
                    checked={role === r}
                    onChange={() => setRole(r)}
                  />
                  {CLIENT_ROLE_LABELS[r]}
                </label>
              ))}
            </div>
            {errors.role ? <p className="mt-1 text-sm text-red-700">{errors.role}</p> : null}
          </fieldset>
          <FormField label="Send to" error={errors.email}>
            <Input
              type="email"
              list="invite-emails"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              autoComplete="off"
            />
          </FormField>
          <datalist id="invite-emails">
            {contact.emails.map((e) => (
              <option key={e.value} value={e.value} />
            ))}
          </datalist>
          <FormField label="Personal message (optional)" error={errors.message}>
            <Textarea
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              rows={3}
              maxLength={1000}
            />
          </FormField>
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? 'Sending…' : 'Send invitation'}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
