import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/auth.schema';

/**
 * AcceptTerms (issue 17 item 4): every acceptance of the terms and privacy policy, with the versions
 * accepted and when. Append-only: a new version is a new row, so the history of what each person
 * agreed to stays (ADR 0143).
 */
export const legalAcceptances = pgTable(
  'legal_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    termsVersion: text('terms_version').notNull(),
    privacyVersion: text('privacy_version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('legal_acceptances_user_idx').on(t.userId, t.acceptedAt)],
);
