import { z } from 'zod';
import {
  Cents,
  Cursor,
  PageLimit,
  PersonRef,
  queryList,
  Text,
  UserId,
} from '../transactions/transaction-common.contract';
import { ListingPropertyDto } from './create-listing.contract';
import { ListingKindSchema, ListingStatusSchema } from './listing-common.contract';
import { PhotoSummaryDto } from './listing-photo.contract';

export const LISTING_SORTS = ['-updated_at', '-list_price', 'list_price'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/**
 * The /real-estate list. Several values of one filter are OR-ed, filters AND-ed; `q` matches address,
 * city, postal code and MLS number; `agent` takes user ids or "me".
 */
export const ListListingsQuery = z
  .strictObject({
    q: Text(100).optional(),
    status: queryList(ListingStatusSchema, 9),
    kind: queryList(ListingKindSchema, 2),
    agent: queryList(z.union([z.literal('me'), UserId]), 20),
    min_price: z.coerce.number().pipe(Cents).optional(),
    max_price: z.coerce.number().pipe(Cents).optional(),
    sort: z.enum(LISTING_SORTS).default('-updated_at'),
    limit: PageLimit,
    cursor: Cursor.optional(),
  })
  .refine((q) => q.min_price === undefined || q.max_price === undefined || q.min_price <= q.max_price, {
    message: 'Must not be below min_price',
    path: ['max_price'],
  });
export type ListListingsQuery = z.infer<typeof ListListingsQuery>;

export const ListingSummaryDto = z.object({
  id: z.uuid(),
  property: ListingPropertyDto,
  kind: ListingKindSchema,
  status: ListingStatusSchema,
  list_price_cents: z.number().int(),
  original_list_price_cents: z.number().int(),
  listing_date: z.string(),
  expiration_date: z.string().nullable(),
  days_on_market: z.number().int(),
  mls_number: z.string().nullable(),
  owner: PersonRef,
  offers_awaiting: z.number().int(),
  updated_at: z.iso.datetime(),
  /** The cover photo (ADR 0131), null when the listing has none. */
  cover_photo: PhotoSummaryDto.nullable(),
});
export type ListingSummaryDto = z.infer<typeof ListingSummaryDto>;

export const ListingPage = z.object({ items: z.array(ListingSummaryDto), nextCursor: z.string().nullable() });
export type ListingPage = z.infer<typeof ListingPage>;
