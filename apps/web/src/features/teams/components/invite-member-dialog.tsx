import {
  CreateMemberInvitationInput,
  MEMBER_INVITATION_TTL_DAYS,
} from '@threshold/domain/organizations/member-invitation.contract';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useInviteMember } from '../api/member-invitations-api';
import { apiFailure, zodFieldErrors, type FieldErrors } from '../lib/form-state';
import { RoleSelect } from './role-select';

/** Invite someone by e-mail with a role; the e-mail carries a single-use link valid 7 days. */
export function InviteMemberDialog({ onClose }: { onClose: () => void }) {
  const invite = useInviteMember();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState('realtor');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const parsed = CreateMemberInvitationInput.safeParse({ email, role });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error));
    setErrors({});
    try {
      const sent = await invite.mutateAsync(parsed.data);
      if (sent.delivery === 'failed')
        toast.warning(
          'Invitation saved, but the e-mail could not be sent. Revoke it and invite again later.',
        );
      else toast.success(`Invitation sent to ${sent.email}`);
      onClose();
    } catch (error) {
      const failure = apiFailure(error);
      setErrors(failure.fields);
      setProblem(failure.message);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent
        title="Invite a member"
        description={`They get an e-mail with a link valid ${MEMBER_INVITATION_TTL_DAYS} days and join with the role you choose.`}
        className="max-w-md"
      >
        <form onSubmit={(e) => void handleSubmit(e)} className="space-y-4" noValidate>
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          <FormField label="E-mail" error={errors.email}>
            <Input type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
          </FormField>
          <FormField label="Role" error={errors.role}>
            <RoleSelect value={role} onChange={(e) => setRole(e.target.value)} />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={invite.isPending}>
              {invite.isPending ? 'Sending…' : 'Send invitation'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
