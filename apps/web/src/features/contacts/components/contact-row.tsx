import type { ContactDto } from '@threshold/domain/contacts/contact.contract';
import { formatDistanceToNowStrict } from 'date-fns';
import { BellRing } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { ATTENTION_LABELS, personName, STAGE_LABELS, STAGE_TONES, TYPE_LABELS } from '../lib/contact-labels';

export const ROW_GRID =
  'grid grid-cols-[2.5rem_minmax(0,1fr)_8rem] items-center gap-x-3 px-3 lg:grid-cols-[2.5rem_minmax(0,2fr)_8rem_minmax(0,1fr)_9rem_8rem_minmax(0,1fr)]';
const wide = 'hidden truncate lg:block';

interface ContactRowProps {
  contact: ContactDto;
  selected: boolean;
  onToggle: (id: string) => void;
}

export function lastContactedText(value: string | null): string {
  return value ? formatDistanceToNowStrict(new Date(value), { addSuffix: true }) : 'Never';
}

/** One row of the contacts table (cells in the order of the header). */
export function ContactRow({ contact, selected, onToggle }: ContactRowProps) {
  const reasons = contact.attention_reasons.map((r) => ATTENTION_LABELS[r]).join(', ');
  return (
    <>
      <div role="cell">
        <input
          type="checkbox"
          className="focus-ring h-4 w-4 accent-brand-700"
          checked={selected}
          onChange={() => onToggle(contact.id)}
          aria-label={`Select ${contact.display_name}`}
        />
      </div>
      <div role="cell" className="min-w-0">
        <div className="flex items-center gap-1.5">
          <Link
            to={`/contacts/${contact.id}`}
            className="focus-ring truncate rounded font-medium text-brand-700 hover:underline"
          >
            {contact.display_name}
          </Link>
          {contact.needs_attention ? (
            <span title={reasons} className="shrink-0 text-amber-700">
              <BellRing aria-hidden="true" className="h-4 w-4" />
              <span className="sr-only">Needs attention: {reasons}</span>
            </span>
          ) : null}
        </div>
        <p className="truncate text-xs text-slate-600">
          {[contact.emails[0]?.value, contact.phones[0]?.value].filter(Boolean).join(' · ') ||
            'No e-mail or phone'}
        </p>
      </div>
      <div role="cell">
        <Badge tone={STAGE_TONES[contact.stage]}>{STAGE_LABELS[contact.stage]}</Badge>
      </div>
      <div role="cell" className={wide}>
        {contact.types.map((t) => TYPE_LABELS[t]).join(', ') || '—'}
      </div>
      <div role="cell" className={wide}>
        {personName(contact.owner)}
      </div>
      <div role="cell" className={wide}>
        {lastContactedText(contact.last_contacted_at)}
      </div>
      <div role="cell" className={wide}>
        {contact.tags.length ? contact.tags.join(', ') : '—'}
      </div>
    </>
  );
}
