import type { ListingsSummaryDto } from '@threshold/domain/listings/get-listings-summary.contract';
import { LISTING_STATUSES, type ListingStatus } from '@threshold/domain/listings/listing-status';
import { addCalendarDays, toIsoDate } from '@threshold/domain/transactions/business-days';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { listingScope } from './listings-scope.repository';
import { summarizeListings } from './listings-summary.repository';

export const EXPIRING_WITHIN_DAYS = 30;

export async function getListingsSummary(db: Db, actor: Actor): Promise<ListingsSummaryDto> {
  const s = await summarizeListings(
    db,
    listingScope(actor),
    addCalendarDays(toIsoDate(new Date()), EXPIRING_WITHIN_DAYS),
  );
  return {
    by_status: Object.fromEntries(LISTING_STATUSES.map((st) => [st, s.byStatus.get(st) ?? 0])) as Record<
      ListingStatus,
      number
    >,
    price_reduced: s.reduced,
    expiring_soon: s.expiring,
    offers_awaiting: s.awaiting,
    average_days_on_market: s.avgDays,
  };
}
