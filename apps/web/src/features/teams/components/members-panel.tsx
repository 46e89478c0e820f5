import type { MemberDto } from '@threshold/domain/organizations/list-members.contract';
import { ROLES, ROLE_KEYS } from '@threshold/domain/roles';
import { Users } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useMembers, type MemberFilters } from '../api/members-api';
import { ChangeRoleDialog } from './change-role-dialog';
import { DeactivateMemberDialog } from './deactivate-member-dialog';
import { InviteMemberDialog } from './invite-member-dialog';
import { MembersTable } from './members-table';
import { PendingInvitations } from './pending-invitations';
import { ReactivateMemberNotice } from './reactivate-member-notice';
import { LoadError } from '@/components/ui/load-error';

type Dialog = { kind: 'invite' } | { kind: 'role' | 'deactivate'; member: MemberDto } | null;

/** /team → Members: search, role and status filters, invite, change role, deactivate, reactivate. */
export function MembersPanel({ canManage }: { canManage: boolean }) {
  const [q, setQ] = useState('');
  // /admin/roles links here with ?role=… (members per role, ADR 0174).
  const [params] = useSearchParams();
  const [role, setRole] = useState(params.get('role') ?? '');
  const [status, setStatus] = useState<NonNullable<MemberFilters['status']>>('active');
  const [dialog, setDialog] = useState<Dialog>(null);
  const [reactivating, setReactivating] = useState<MemberDto | null>(null);
  const debouncedQ = useDebouncedValue(q, 250);
  const members = useMembers({ q: debouncedQ || undefined, role: role || undefined, status });

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <FormField label="Search members" className="w-64">
          <Input
            type="search"
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder="Name or e-mail"
          />
        </FormField>
        <FormField label="Role" className="w-56">
          <Select value={role} onChange={(e) => setRole(e.target.value)}>
            <option value="">All roles</option>
            {ROLE_KEYS.map((key) => (
              <option key={key} value={key}>
                {ROLES[key].name}
              </option>
            ))}
          </Select>
        </FormField>
        {canManage ? (
          <FormField label="Status" className="w-44">
            <Select value={status} onChange={(e) => setStatus(e.target.value as typeof status)}>
              <option value="active">Active</option>
              <option value="inactive">Deactivated</option>
              <option value="all">All</option>
            </Select>
          </FormField>
        ) : null}
        {canManage ? (
          <Button className="ml-auto" onClick={() => setDialog({ kind: 'invite' })}>
            Invite member
          </Button>
        ) : null}
      </div>
      {canManage ? <PendingInvitations /> : null}
      {reactivating ? (
        <ReactivateMemberNotice member={reactivating} onDone={() => setReactivating(null)} />
      ) : null}
      {members.isPending ? (
        <Spinner label="Loading members" />
      ) : members.isError ? (
        <LoadError what="the members" error={members.error} onRetry={() => void members.refetch()} />
      ) : members.data.items.length === 0 ? (
        <EmptyState icon={Users} title="No members match">
          Change the search or the filters{canManage ? ', or invite someone' : ''}.
        </EmptyState>
      ) : (
        <>
          <MembersTable
            members={members.data.items}
            canManage={canManage}
            onChangeRole={(member) => setDialog({ kind: 'role', member })}
            onDeactivate={(member) => setDialog({ kind: 'deactivate', member })}
            onReactivate={setReactivating}
          />
          {members.data.truncated ? (
            <p className="text-sm text-slate-600">More members match; narrow the search to see them.</p>
          ) : null}
        </>
      )}
      {dialog?.kind === 'invite' ? <InviteMemberDialog onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'role' ? (
        <ChangeRoleDialog member={dialog.member} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'deactivate' ? (
        <DeactivateMemberDialog member={dialog.member} onClose={() => setDialog(null)} />
      ) : null}
    </div>
  );
}
