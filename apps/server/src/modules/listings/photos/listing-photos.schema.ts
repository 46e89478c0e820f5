import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../../platform/auth/auth.schema';
import { createdAt, updatedAt } from '../../../platform/db/columns';
import { listings } from '../listings.schema';

/** One stored variant of a photo: `thumb.webp` → its storage key and size (ADR 0131). */
export type PhotoVariants = Record<string, { key: string; bytes: number; width: number; height: number }>;

/**
 * The version of a listing's photo set: every add, delete, reorder, cover and alt-text change bumps
 * it, and every edit names it (ADR 0131). The row is also what writers lock to serialise changes.
 */
export const listingPhotoSets = pgTable('listing_photo_sets', {
  listingId: uuid('listing_id')
    .primaryKey()
    .references(() => listings.id, { onDelete: 'cascade' }),
  version: integer('version').notNull().default(1),
  updatedAt: updatedAt(),
});

/** A listing photo: only resized, metadata-free variants are kept (never the uploaded original). */
export const listingPhotos = pgTable(
  'listing_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    isCover: boolean('is_cover').notNull().default(false),
    altText: text('alt_text'),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    originalBytes: integer('original_bytes').notNull(),
    storedBytes: integer('stored_bytes').notNull(),
    variants: jsonb('variants').$type<PhotoVariants>().notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('listing_photos_listing_idx').on(t.listingId, t.position),
    uniqueIndex('listing_photos_one_cover_uq')
      .on(t.listingId)
      .where(sql`${t.isCover}`),
  ],
);
