import type { MemberDto } from '@threshold/domain/organizations/list-members.contract';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-error';
import { useReactivateMember } from '../api/members-api';

/** Confirms a reactivation in place (versioned on the member the list showed). */
export function ReactivateMemberNotice({ member, onDone }: { member: MemberDto; onDone: () => void }) {
  const edit = useReactivateMember(member);
  return (
    <Alert tone="info" title={`Reactivate ${member.first_name ?? member.email}?`}>
      <p>
        They join again with their previous role ({member.role_label}); teams and supervisors are not
        restored.
      </p>
      <div className="mt-2 flex gap-2">
        <Button
          size="sm"
          disabled={edit.isPending}
          onClick={() =>
            void edit
              .save({})
              .then((saved) => {
                if (saved) toast.success('Member reactivated');
                onDone();
              })
              .catch((error: unknown) => toast.error(errorMessage(error)))
          }
        >
          {edit.isPending ? 'Reactivating…' : 'Reactivate'}
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </Alert>
  );
}
