import type { EnvelopeRecipientInput } from '@threshold/domain/envelopes/envelope.contract';
import {
  RECIPIENT_KINDS,
  RECIPIENT_ROLES,
  type RecipientKind,
} from '@threshold/domain/envelopes/envelope-enums';
import { MemberList } from '@threshold/domain/organizations/list-members.contract';
import { ParticipantList } from '@threshold/domain/transactions/list-participants.contract';
import { useQuery } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { api } from '@/lib/api-client';
import { recipientColor, ROLE_LABELS } from './envelope-labels';

const KIND_LABELS: Record<RecipientKind, string> = {
  participant: 'Deal participant',
  member: 'Member of the brokerage',
  outside: 'Someone else (by e-mail)',
  brokerage: 'The brokerage (a delegated signer)',
};

interface RecipientsEditorProps {
  transactionId: string | null;
  recipients: EnvelopeRecipientInput[];
  errors: Record<string, string>;
  onChange: (recipients: EnvelopeRecipientInput[]) => void;
}

function nextKey(taken: EnvelopeRecipientInput[]) {
  for (let n = 1; ; n++) if (!taken.some((r) => r.key === `r${n}`)) return `r${n}`;
}

/** Who receives the envelope, their role, and their routing order (equal numbers sign in parallel). */
export function RecipientsEditor({ transactionId, recipients, errors, onChange }: RecipientsEditorProps) {
  const participants = useQuery({
    queryKey: ['envelopes', 'participants', transactionId],
    enabled: Boolean(transactionId),
    queryFn: ({ signal }) =>
      api.get(`/api/transactions/${transactionId}/participants`, { schema: ParticipantList, signal }),
  });
  const members = useQuery({
    queryKey: ['envelopes', 'members'],
    queryFn: ({ signal }) =>
      api.get('/api/organization/members', { schema: MemberList, signal, query: { limit: 200 } }),
  });
  const set = (i: number, patch: Partial<EnvelopeRecipientInput>) =>
    onChange(recipients.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const add = () =>
    onChange([
      ...recipients,
      {
        key: nextKey(recipients),
        kind: transactionId ? 'participant' : 'outside',
        user_id: null,
        participant_id: null,
        name: '',
        email: null,
        role: 'signer',
        routing_order: recipients.length + 1,
      },
    ]);

  return (
    <section aria-labelledby="recipients-heading" className="space-y-3">
      <h2 id="recipients-heading" className="font-semibold text-slate-900">
        Recipients
      </h2>
      {errors.recipients ? <p className="text-sm text-red-700">{errors.recipients}</p> : null}
      <ol className="space-y-3">
        {recipients.map((r, i) => {
          const err = (f: string) => errors[`recipients.${i}.${f}`];
          return (
            <li
              key={r.key}
              className="space-y-2 rounded-md border border-slate-200 p-3"
              style={{ borderLeft: `6px solid ${recipientColor(i)}` }}
              aria-label={`Recipient ${i + 1}`}
            >
              <FormField label="Who" error={err('kind')}>
                <Select
                  value={r.kind}
                  onChange={(e) =>
                    set(i, { kind: e.target.value as RecipientKind, user_id: null, participant_id: null })
                  }
                >
                  {RECIPIENT_KINDS.filter((k) => k !== 'participant' || transactionId).map((k) => (
                    <option key={k} value={k}>
                      {KIND_LABELS[k]}
                    </option>
                  ))}
                </Select>
              </FormField>
              {r.kind === 'participant' ? (
                <FormField label="Participant" error={err('participant_id')}>
                  <Select
                    value={r.participant_id ?? ''}
                    onChange={(e) => set(i, { participant_id: e.target.value || null })}
                  >
                    <option value="">Choose…</option>
                    {participants.data?.items.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.display_name} ({p.roles.join(', ')}){p.email ? '' : ' — no e-mail'}
                      </option>
                    ))}
                  </Select>
                </FormField>
              ) : null}
              {r.kind === 'member' ? (
                <FormField label="Member" error={err('user_id')}>
                  <Select
                    value={r.user_id ?? ''}
                    onChange={(e) => set(i, { user_id: e.target.value || null })}
                  >
                    <option value="">Choose…</option>
                    {members.data?.items.map((m) => (
                      <option key={m.user_id} value={m.user_id}>
                        {[m.first_name, m.last_name].filter(Boolean).join(' ') || m.email} ({m.role_label})
                      </option>
                    ))}
                  </Select>
                </FormField>
              ) : null}
              {r.kind === 'outside' ? (
                <div className="grid gap-2 sm:grid-cols-2">
                  <FormField label="Name" error={err('name')}>
                    <Input
                      value={r.name}
                      maxLength={120}
                      onChange={(e) => set(i, { name: e.target.value })}
                    />
                  </FormField>
                  <FormField label="E-mail" error={err('email')}>
                    <Input
                      type="email"
                      value={r.email ?? ''}
                      onChange={(e) => set(i, { email: e.target.value || null })}
                    />
                  </FormField>
                </div>
              ) : null}
              <div className="grid grid-cols-[1fr_6rem_auto] items-end gap-2">
                <FormField label="Role" error={err('role')}>
                  <Select
                    value={r.role}
                    onChange={(e) => set(i, { role: e.target.value as EnvelopeRecipientInput['role'] })}
                  >
                    {RECIPIENT_ROLES.map((role) => (
                      <option key={role} value={role}>
                        {ROLE_LABELS[role]}
                      </option>
                    ))}
                  </Select>
                </FormField>
                <FormField label="Order" error={err('routing_order')}>
                  <Input
                    type="number"
                    min={1}
                    max={50}
                    value={r.routing_order}
                    onChange={(e) => set(i, { routing_order: Number(e.target.value) || 1 })}
                  />
                </FormField>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove recipient ${i + 1}`}
                  onClick={() => onChange(recipients.filter((_, j) => j !== i))}
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button variant="secondary" size="sm" onClick={add}>
        Add a recipient
      </Button>
      <p className="text-xs text-slate-600">
        Recipients with the same order number sign in parallel; the next number starts when they all have.
      </p>
    </section>
  );
}
