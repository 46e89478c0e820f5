import type { ReactNode } from 'react';
import type { TransactionDetailDto } from '@threshold/domain/transactions/get-transaction.contract';
import { Button } from '@/components/ui/button';
import { Card, CardTitle } from '@/components/ui/card';
import { formatCents, formatDate } from '../../model/format';
import { FINANCING_LABELS, PROPERTY_TYPE_LABELS } from '../../model/labels';
import { CommissionPanel } from './commission-panel';
import { DealDeadlines } from './deal-deadlines';

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="mt-3 grid grid-cols-[9rem_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-600">{label}</dt>
          <dd className="text-slate-900">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

const orDash = (v: number | string | null) => (v === null || v === '' ? '—' : String(v));

/** Property, prices, checklist progress, upcoming deadlines and (for those allowed) the commission. */
export function OverviewPanel({
  deal,
  onOpenTab,
}: {
  deal: TransactionDetailDto;
  onOpenTab: (tab: string) => void;
}) {
  const progress = deal.checklist;
  const percent =
    progress.required === 0 ? 100 : Math.round((progress.required_approved / progress.required) * 100);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card aria-labelledby="property-title">
        <CardTitle id="property-title">Property</CardTitle>
        <Facts
          rows={[
            ['Property type', deal.property_type ? PROPERTY_TYPE_LABELS[deal.property_type] : '—'],
            ['MLS number', orDash(deal.mls_number)],
            ['Beds / baths', `${orDash(deal.beds)} / ${orDash(deal.baths)}`],
            ['Square feet', deal.square_feet?.toLocaleString() ?? '—'],
            ['Year built', orDash(deal.year_built)],
          ]}
        />
      </Card>
      <Card aria-labelledby="prices-title">
        <CardTitle id="prices-title">Prices</CardTitle>
        <Facts
          rows={[
            ['List price', formatCents(deal.list_price_cents)],
            ['Offer price', formatCents(deal.offer_price_cents)],
            ['Sale price', formatCents(deal.sale_price_cents)],
            ['Earnest money', formatCents(deal.earnest_money_cents)],
            ['Financing', deal.financing_type ? FINANCING_LABELS[deal.financing_type] : '—'],
            ['Closing date', formatDate(deal.closing_date)],
          ]}
        />
      </Card>
      <Card aria-labelledby="progress-title">
        <CardTitle id="progress-title">Checklist</CardTitle>
        <p className="mt-2 text-sm text-slate-700">
          {progress.required_approved} of {progress.required} required items approved · {progress.submitted}{' '}
          waiting for review · {progress.returned} returned
        </p>
        <div
          role="progressbar"
          aria-label="Required checklist items approved"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
        >
          <div className="h-full bg-emerald-600" style={{ width: `${percent}%` }} />
        </div>
        <Button variant="link" className="mt-2" onClick={() => onOpenTab('checklist')}>
          Open the checklist
        </Button>
      </Card>
      <DealDeadlines dealId={deal.id} onOpenDates={() => onOpenTab('dates')} />
      {deal.financials_visible ? <CommissionPanel commission={deal.commission} /> : null}
    </div>
  );
}
