import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { OFFER_ATTACHMENT_KINDS } from '@threshold/domain/listings/offer-attachment.contract';
import { createdAt, inList } from '../../../platform/db/columns';
import { offers } from '../listings.schema';

/** A file a buyer's agent attached to an offer through the status link (ADR 0132). */
export const offerAttachments = pgTable(
  'offer_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    filename: text('filename').notNull(),
    /** Sniffed from the content, never the name or the request header. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('offer_attachments_offer_idx').on(t.offerId, t.createdAt),
    check('offer_attachments_kind_ck', sql`${t.kind} in (${inList(OFFER_ATTACHMENT_KINDS)})`),
  ],
);
