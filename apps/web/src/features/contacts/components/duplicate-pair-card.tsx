import type { DuplicatePairDto } from '@threshold/domain/contacts/find-duplicates.contract';
import { format } from 'date-fns';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { STAGE_LABELS } from '../lib/contact-labels';
import { MergeDialog } from './merge-dialog';

const REASONS = {
  email: 'Same e-mail',
  phone: 'Same phone',
  same_name: 'Same name',
  similar_name: 'Similar name',
} as const;
type Brief = DuplicatePairDto['a'];

function Side({ contact, label }: { contact: Brief; label: string }) {
  return (
    <div className="min-w-0 space-y-0.5 text-sm">
      <p className="text-xs font-medium text-slate-600 uppercase">{label}</p>
      <Link
        to={`/contacts/${contact.id}`}
        className="focus-ring rounded font-medium text-brand-700 hover:underline"
      >
        {contact.display_name}
      </Link>
      {contact.emails.map((e) => (
        <p key={e.value} className="truncate text-slate-800">
          {e.value}
        </p>
      ))}
      {contact.phones.map((p) => (
        <p key={p.value} className="text-slate-800">
          {p.value}
        </p>
      ))}
      <p className="text-xs text-slate-600">
        {STAGE_LABELS[contact.stage as keyof typeof STAGE_LABELS] ?? contact.stage} · added{' '}
        {format(new Date(contact.created_at), 'PP')}
        {contact.user_id ? ' · client account' : ''}
      </p>
    </div>
  );
}

export function DuplicatePairCard({ pair, canManage }: { pair: DuplicatePairDto; canManage: boolean }) {
  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-4"
      aria-label={`${pair.a.display_name} and ${pair.b.display_name}`}
    >
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <span className="text-sm font-semibold text-slate-900">{Math.round(pair.score * 100)}% alike</span>
        {pair.reasons.map((r) => (
          <Badge key={r} tone="warning">
            {REASONS[r]}
          </Badge>
        ))}
        <span className="flex-1" />
        {canManage ? <MergeDialog pair={pair} /> : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Side contact={pair.a} label="Older record" />
        <Side contact={pair.b} label="Newer record" />
      </div>
    </li>
  );
}
