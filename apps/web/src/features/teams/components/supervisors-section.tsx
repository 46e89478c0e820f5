import type { MemberDetailDto } from '@threshold/domain/organizations/member.contract';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConflictNotice } from '@/components/ui/conflict-notice';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { errorMessage } from '@/lib/api-error';
import { useAddSupervisor, useMembers, useRemoveSupervisor } from '../api/members-api';
import { personName } from '../lib/role-options';

const RELATIONSHIPS = [
  ['broker_supervision', 'Broker supervision'],
  ['team_supervision', 'Team supervision'],
  ['legal_supervision', 'Legal supervision'],
  ['lending_supervision', 'Lending supervision'],
] as const;

/** Who supervises this member (their drafts wait in that person's approval queue), and whom they supervise. */
export function SupervisorsSection({ member, canManage }: { member: MemberDetailDto; canManage: boolean }) {
  const add = useAddSupervisor(member);
  const remove = useRemoveSupervisor(member);
  const members = useMembers({ status: 'active' });
  const [pick, setPick] = useState('');
  const [kind, setKind] = useState<string>('broker_supervision');
  const taken = new Set([member.user_id, ...member.supervisors.map((s) => s.id)]);
  const conflict = add.conflict ?? remove.conflict;
  const fail = (error: unknown) => toast.error(errorMessage(error));
  const handleAdd = () =>
    void add
      .save({ supervisor_id: pick, relationship_type: kind })
      .then((saved) => saved && (setPick(''), toast.success('Supervisor assigned')), fail);

  return (
    <section aria-labelledby="supervisors" className="space-y-3">
      <h2 id="supervisors" className="text-base font-semibold text-slate-900">
        Supervisors
      </h2>
      {member.needs_supervisor ? (
        <Alert tone="warning" title="No supervisor">
          This role needs supervisor approval, but nobody supervises {personName(member)}: what they submit
          waits for no one. Assign a supervisor.
        </Alert>
      ) : null}
      {conflict ? (
        <ConflictNotice
          what="member"
          changedBy={conflict.changedBy}
          changedAt={conflict.changedAt}
          changes={[]}
          onReapply={() => (add.conflict ? add.reapply() : remove.reapply())}
          onDiscard={() => (add.conflict ? add.discard() : remove.discard())}
        />
      ) : null}
      <ul aria-label="Supervised by" className="text-sm">
        {member.supervisors.length === 0 ? <li className="text-slate-600">Nobody.</li> : null}
        {member.supervisors.map((s) => (
          <li key={s.id} className="flex items-center justify-between gap-2 py-1">
            <span>
              {personName(s)}{' '}
              <span className="text-slate-600">· {s.relationship_type.replace(/_/g, ' ')}</span>
            </span>
            {canManage ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${personName(s)} as supervisor`}
                onClick={() => void remove.save({ supervisor_id: s.id }).catch(fail)}
              >
                Remove
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {canManage && member.status === 'active' ? (
        <div className="flex flex-wrap items-end gap-2">
          <FormField label="Supervisor" className="w-64">
            <Select value={pick} onChange={(e) => setPick(e.target.value)}>
              <option value="">Choose a member…</option>
              {(members.data?.items ?? [])
                .filter((m) => !taken.has(m.user_id))
                .map((m) => (
                  <option key={m.user_id} value={m.user_id}>
                    {personName(m)} — {m.role_label}
                  </option>
                ))}
            </Select>
          </FormField>
          <FormField label="Relationship" className="w-52">
            <Select value={kind} onChange={(e) => setKind(e.target.value)}>
              {RELATIONSHIPS.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </Select>
          </FormField>
          <Button variant="secondary" onClick={handleAdd} disabled={!pick || add.isPending}>
            Assign supervisor
          </Button>
        </div>
      ) : null}
      <h3 className="pt-2 text-sm font-semibold text-slate-900">Supervises</h3>
      <ul aria-label="Supervises" className="text-sm">
        {member.supervisees.length === 0 ? <li className="text-slate-600">Nobody.</li> : null}
        {member.supervisees.map((s) => (
          <li key={s.id}>{personName(s)}</li>
        ))}
      </ul>
    </section>
  );
}
