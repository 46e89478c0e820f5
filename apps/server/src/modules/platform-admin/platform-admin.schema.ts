import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_SEVERITIES,
} from '@threshold/domain/platform-admin/announcements.contract';
import { users } from '../../platform/auth/auth.schema';
import { createdAt, inList, updatedAt } from '../../platform/db/columns';
import { recordVersion } from '../../platform/db/record-version';
import { organizations } from '../organizations/organizations.schema';

/**
 * Runtime feature-flag overrides (ADR 0152): one row per flag for the platform (organization null)
 * and per flag and organization. No row = on.
 */
export const featureFlagOverrides = pgTable(
  'feature_flag_overrides',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    flagKey: text('flag_key').notNull(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('feature_flag_overrides_org_uq')
      .on(t.flagKey, t.organizationId)
      .where(sql`organization_id is not null`),
    uniqueIndex('feature_flag_overrides_global_uq')
      .on(t.flagKey)
      .where(sql`organization_id is null`),
  ],
);

/** The platform's settings: a single row with id 'platform' (ADR 0153). */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: text('id').primaryKey(),
    supportEmail: text('support_email'),
    signupOpen: boolean('signup_open').notNull().default(true),
    defaultTimeZone: text('default_time_zone').notNull().default('America/New_York'),
    version: recordVersion(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  () => [check('platform_settings_single_row', sql`id = 'platform'`)],
);

/** Announcements from system admins to all organizations or chosen ones (ADR 0154). */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    severity: text('severity').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    audience: text('audience').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: recordVersion(),
  },
  (t) => [
    check('announcements_severity', sql`${t.severity} in (${inList(ANNOUNCEMENT_SEVERITIES)})`),
    check('announcements_audience', sql`${t.audience} in (${inList(ANNOUNCEMENT_AUDIENCES)})`),
    index('announcements_starts_idx').on(t.startsAt),
  ],
);

export const announcementOrganizations = pgTable(
  'announcement_organizations',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.announcementId, t.organizationId] }),
    index('announcement_organizations_org_idx').on(t.organizationId),
  ],
);

/** A member's dismissal of an announcement's banner, remembered on the server. */
export const announcementDismissals = pgTable(
  'announcement_dismissals',
  {
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dismissedAt: timestamp('dismissed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);
