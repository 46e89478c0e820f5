import type { MemberDto } from '@threshold/domain/organizations/list-members.contract';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConflictNotice, conflictChanges } from '@/components/ui/conflict-notice';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { useUpdateMember } from '../api/members-api';
import { apiFailure, type FieldErrors } from '../lib/form-state';
import { personName } from '../lib/role-options';
import { RoleSelect } from './role-select';

/** Change one member's role; the edit is based on the version the dialog opened with. */
export function ChangeRoleDialog({ member, onClose }: { member: MemberDto; onClose: () => void }) {
  const edit = useUpdateMember(member);
  const [role, setRole] = useState(member.role_key);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const name = personName(member);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    try {
      const saved = await edit.save({ role });
      if (!saved) return;
      toast.success(`${name} is now ${saved.role_label}`);
      onClose();
    } catch (error) {
      const failure = apiFailure(error);
      setErrors(failure.fields);
      setProblem(failure.message);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent title={`Change the role of ${name}`} className="max-w-md">
        <form onSubmit={(e) => void handleSubmit(e)} className="space-y-4" noValidate>
          {problem ? <Alert tone="error">{problem}</Alert> : null}
          {edit.conflict ? (
            <ConflictNotice
              what="member"
              changedBy={edit.conflict.changedBy}
              changedAt={edit.conflict.changedAt}
              changes={conflictChanges({ role: edit.conflict.current.role_label }, { role })}
              busy={edit.isPending}
              onReapply={edit.reapply}
              onDiscard={async () => {
                await edit.discard();
                setRole(edit.conflict?.current.role_key ?? role);
              }}
            />
          ) : null}
          <FormField
            label="Role"
            error={errors.role}
            hint="What they may do and see follows the role at once."
          >
            <RoleSelect value={role} onChange={(e) => setRole(e.target.value)} />
          </FormField>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={edit.isPending || role === member.role_key}>
              {edit.isPending ? 'Saving…' : 'Save role'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
