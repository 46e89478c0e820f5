import type { MemberDto } from '@threshold/domain/organizations/list-members.contract';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConflictNotice } from '@/components/ui/conflict-notice';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useDeactivateMember, useMembers } from '../api/members-api';
import { apiFailure, type FieldErrors } from '../lib/form-state';
import { personName } from '../lib/role-options';

/**
 * Deactivate a member: choose who takes over their open deals, contacts, open tasks and the people
 * they supervise, so nothing is left without an owner; their sessions end at once.
 */
export function DeactivateMemberDialog({ member, onClose }: { member: MemberDto; onClose: () => void }) {
  const edit = useDeactivateMember(member);
  const members = useMembers({ status: 'active' });
  const [heir, setHeir] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const name = personName(member);
  const choices = (members.data?.items ?? []).filter((m) => m.user_id !== member.user_id);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    if (!heir) return setErrors({ reassign_to: 'Choose who takes over' });
    try {
      const done = await edit.save({ reassign_to: heir });
      if (!done) return;
      const r = done.reassigned;
      toast.success(`${name} was deactivated`, {
        description: `Handed over: ${r.deals} deals, ${r.contacts} contacts, ${r.tasks} tasks, ${r.supervisees} supervised people.`,
      });
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
        title={`Deactivate ${name}`}
        description="They are signed out everywhere at once and can no longer open anything of this organization."
        className="max-w-md"
      >
        <form onSubmit={(e) => void handleSubmit(e)} className="space-y-4" noValidate>
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          {edit.conflict ? (
            <ConflictNotice
              what="member"
              changedBy={edit.conflict.changedBy}
              changedAt={edit.conflict.changedAt}
              changes={[]}
              busy={edit.isPending}
              onReapply={edit.reapply}
              onDiscard={async () => {
                await edit.discard();
                onClose();
              }}
            />
          ) : null}
          {members.isPending ? (
            <Spinner label="Loading members" />
          ) : (
            <FormField
              label="Hand over open work to"
              error={errors.reassign_to}
              hint="Their open deals, contacts, open tasks and the people they supervise go to this member."
            >
              <Select value={heir} onChange={(e) => setHeir(e.target.value)}>
                <option value="">Choose a member…</option>
                {choices.map((m) => (
                  <option key={m.user_id} value={m.user_id}>
                    {personName(m)} — {m.role_label}
                  </option>
                ))}
              </Select>
            </FormField>
          )}
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={edit.isPending}>
              {edit.isPending ? 'Deactivating…' : 'Deactivate'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
