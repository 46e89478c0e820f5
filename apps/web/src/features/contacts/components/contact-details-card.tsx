import type { ContactDto } from '@threshold/domain/contacts/contact.contract';
import { format, parseISO } from 'date-fns';
import type { ReactNode } from 'react';
import { Card, CardTitle } from '@/components/ui/card';
import { formatPriceRange, personName, sourceLabel, TYPE_LABELS } from '../lib/contact-labels';
import { lastContactedText } from './contact-row';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[8rem_1fr] gap-2 py-1.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

const day = (value: string | null) => (value ? format(parseISO(value), 'MMM d, yyyy') : null);

/** Everything about the person, read-only ("Edit" opens the form). */
export function ContactDetailsCard({ contact }: { contact: ContactDto }) {
  const address = contact.address
    ? [
        contact.address.street,
        contact.address.unit,
        contact.address.city,
        contact.address.region,
        contact.address.postal_code,
        contact.address.country,
      ]
        .filter(Boolean)
        .join(', ')
    : '';
  const none = <span className="text-slate-600">—</span>;
  return (
    <Card aria-labelledby="details-title">
      <CardTitle id="details-title">Details</CardTitle>
      <dl className="mt-3 divide-y divide-slate-100 text-sm">
        <Row label="E-mail">
          {contact.emails.length
            ? contact.emails.map((e) => (
                <div key={e.value}>
                  <a className="text-brand-700 underline-offset-2 hover:underline" href={`mailto:${e.value}`}>
                    {e.value}
                  </a>{' '}
                  <span className="text-xs text-slate-600">{e.label}</span>
                </div>
              ))
            : none}
        </Row>
        <Row label="Phone">
          {contact.phones.length
            ? contact.phones.map((p) => (
                <div key={p.value}>
                  <a className="text-brand-700 underline-offset-2 hover:underline" href={`tel:${p.value}`}>
                    {p.value}
                  </a>{' '}
                  <span className="text-xs text-slate-600">{p.label}</span>
                </div>
              ))
            : none}
        </Row>
        <Row label="Types">{contact.types.map((t) => TYPE_LABELS[t]).join(', ') || none}</Row>
        <Row label="Owner">{personName(contact.owner)}</Row>
        <Row label="Lead source">{contact.lead_source ? sourceLabel(contact.lead_source) : none}</Row>
        <Row label="Tags">{contact.tags.join(', ') || none}</Row>
        <Row label="Price range">{formatPriceRange(contact.price_min, contact.price_max) ?? none}</Row>
        <Row label="Areas">{contact.areas_of_interest.join(', ') || none}</Row>
        <Row label="Address">{address || none}</Row>
        <Row label="Birthday">{day(contact.birthday) ?? none}</Row>
        <Row label="Home anniversary">{day(contact.home_anniversary) ?? none}</Row>
        <Row label="Consent">
          E-mail {contact.consent_email ? 'yes' : 'no'} · SMS {contact.consent_sms ? 'yes' : 'no'}
        </Row>
        <Row label="Last contacted">{lastContactedText(contact.last_contacted_at)}</Row>
        <Row label="Notes">
          {contact.notes ? <span className="whitespace-pre-wrap">{contact.notes}</span> : none}
        </Row>
      </dl>
    </Card>
  );
}
