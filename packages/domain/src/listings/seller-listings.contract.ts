import { z } from 'zod';
import { ListingSummaryDto } from './list-listings.contract';

/** How many of their listings a seller client sees on their dashboard (a seller has a few at most). */
export const SELLER_LISTINGS_LIMIT = 50;

/** GET /api/listings/as-seller: the listings where the caller is a seller client (ADR 0099). */
export const SellerListingList = z.object({ items: z.array(ListingSummaryDto) });
export type SellerListingList = z.infer<typeof SellerListingList>;
