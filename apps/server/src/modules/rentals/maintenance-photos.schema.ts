import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/auth.schema';
import { createdAt } from '../../platform/db/columns';
import type { PhotoVariants } from '../listings/photos/listing-photos.schema';
import { organizations } from '../organizations/organizations.schema';
import { maintenanceRequests } from './rentals.schema';

/**
 * A photo on a maintenance request (renter or staff). Like listing photos (ADR 0131) only resized,
 * metadata-free variants are stored; every download checks the request's scope (ADR 0171).
 */
export const maintenancePhotos = pgTable(
  'maintenance_photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    maintenanceRequestId: uuid('maintenance_request_id')
      .notNull()
      .references(() => maintenanceRequests.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    originalBytes: integer('original_bytes').notNull(),
    variants: jsonb('variants').$type<PhotoVariants>().notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('maintenance_photos_request_idx').on(t.maintenanceRequestId, t.createdAt)],
);
