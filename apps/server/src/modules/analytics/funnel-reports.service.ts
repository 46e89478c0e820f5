import type { AnalyticsQuery } from '@threshold/domain/analytics/analytics-filters.contract';
import type { ConversionReport } from '@threshold/domain/analytics/conversion-report.contract';
import type {
  LeadSourcesQuery,
  LeadSourcesReport,
} from '@threshold/domain/analytics/lead-sources-report.contract';
import type { FallThroughReason } from '@threshold/domain/transactions/fall-through-reason';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { contactSelection, loadCrmContext } from '../contacts/contacts-context';
import { countConversionStages, sumFellThroughByReason } from './conversion.repository';
import { countContactsBySource, leadSourceContacts, sumClientDeals } from './lead-sources.repository';

/** part / whole rounded to 4 places; null when the whole is 0. */
const rate = (part: number, whole: number) => (whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000);

/** Pipeline conversion, listing → under contract → closed, and why deals fell through (issue 18). */
export async function getConversionReport(
  db: Db,
  actor: Actor,
  query: AnalyticsQuery,
): Promise<ConversionReport> {
  const [stages, reasons] = await Promise.all([
    countConversionStages(db, actor, query),
    sumFellThroughByReason(db, actor, query),
  ]);
  return {
    stages: {
      listed: stages.listed,
      contracted: stages.contracted,
      closed: stages.closed,
      fell_through: stages.fellThrough,
      expired: stages.expired,
    },
    rates: {
      listed_to_contract: rate(stages.contracted, stages.listed),
      contract_to_closed: rate(stages.closed, stages.contracted),
      listed_to_closed: rate(stages.closed, stages.listed),
      fall_through: rate(stages.fellThrough, stages.listed),
    },
    fell_through: reasons.map((r) => ({
      reason: r.reason as FallThroughReason | null,
      cancelled: r.cancelled,
      withdrawn: r.withdrawn,
      units: r.units,
      volume_cents: Number(r.volume),
    })),
  };
}

/** Contacts by lead source → clients on a deal → closed deals and volume, in the caller's scope. */
export async function getLeadSourcesReport(
  db: Db,
  actor: Actor,
  query: LeadSourcesQuery,
): Promise<LeadSourcesReport> {
  const crm = await loadCrmContext(db, actor);
  const contactConditions = leadSourceContacts(
    contactSelection(crm, query.agent ? { owner: query.agent } : {}),
    query.team,
  );
  const [bySource, dealsBySource, [dealTotals]] = await Promise.all([
    countContactsBySource(db, actor, contactConditions),
    sumClientDeals(db, actor, contactConditions, true),
    sumClientDeals(db, actor, contactConditions, false),
  ]);
  const deals = new Map(dealsBySource.map((d) => [d.source, d]));
  const dealFigures = (d: (typeof dealsBySource)[number] | undefined) => ({
    deals: d?.deals ?? 0,
    closed_deals: d?.closedDeals ?? 0,
    closed_volume_cents: Number(d?.closedVolume ?? 0),
  });
  return {
    rows: bySource.map((s) => ({
      source: s.source,
      contacts: s.contacts,
      clients: s.clients,
      ...dealFigures(deals.get(s.source)),
    })),
    totals: {
      contacts: bySource.reduce((n, s) => n + s.contacts, 0),
      clients: bySource.reduce((n, s) => n + s.clients, 0),
      ...dealFigures(dealTotals),
    },
  };
}
