import { boolean, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/auth.schema';

/** Spec §3 user_profiles, keyed by the Better Auth user id. */
export const userProfiles = pgTable('user_profiles', {
  id: text('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name'),
  lastName: text('last_name'),
  profileImageUrl: text('profile_image_url'),
  /** Cached effective role key, kept in step with the primary membership. */
  role: text('role'),
  roleDetails: jsonb('role_details').$type<Record<string, unknown>>(),
  verificationStatus: text('verification_status'),
  ccpaOptOut: boolean('ccpa_opt_out').notNull().default(false),
  /** Platform-level role (system_admin, platform_moderator, support_agent) independent of any organization. */
  platformRole: text('platform_role'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
