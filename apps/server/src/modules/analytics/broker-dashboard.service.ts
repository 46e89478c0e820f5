import {
  OFFER_ACTIVITY_DAYS,
  type BrokerListingsSummary,
  type BrokerOffersSummary,
  type BrokerReviewQueueSummary,
} from '@threshold/domain/analytics/broker-dashboard.contract';
import { LISTING_STATUSES } from '@threshold/domain/listings/listing-status';
import { OFFER_STATUSES } from '@threshold/domain/listings/offer.contract';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import {
  countListingsByStatus,
  countOffersByStatus,
  summarizeReviewQueue,
} from './broker-dashboard.repository';

export async function getReviewQueueSummary(db: Db, actor: Actor): Promise<BrokerReviewQueueSummary> {
  const row = await summarizeReviewQueue(db, actor);
  return {
    waiting: row.waiting,
    waiting_over_two_days: row.overTwoDays,
    oldest_submitted_at: row.oldest ? new Date(row.oldest).toISOString() : null,
  };
}

export async function getListingsSummary(db: Db, actor: Actor): Promise<BrokerListingsSummary> {
  const rows = await countListingsByStatus(db, actor);
  const byStatus = new Map(rows.map((r) => [r.status, r]));
  const active = byStatus.get('Active');
  return {
    by_status: LISTING_STATUSES.map((status) => ({ status, units: byStatus.get(status)?.units ?? 0 })),
    average_days_on_market: active?.units
      ? Math.round(Number(active.totalDaysOnMarket) / active.units)
      : null,
  };
}

export async function getOffersSummary(db: Db, actor: Actor, now = new Date()): Promise<BrokerOffersSummary> {
  const since = new Date(now.getTime() - OFFER_ACTIVITY_DAYS * 86_400_000);
  const rows = await countOffersByStatus(db, actor, since);
  const byStatus = new Map(rows.map((r) => [r.status, r.units]));
  return {
    since: since.toISOString(),
    total: rows.reduce((s, r) => s + r.units, 0),
    by_status: OFFER_STATUSES.map((status) => ({ status, units: byStatus.get(status) ?? 0 })),
  };
}
