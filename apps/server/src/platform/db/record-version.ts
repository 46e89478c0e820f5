import { integer } from 'drizzle-orm/pg-core';

/**
 * The optimistic-concurrency counter of an editable record (issue 19, ADR 0082). Starts at 1; every
 * write bumps it: the conditional-write helper sets `version = version + 1`, and the
 * `bump_record_version` trigger (migration 0009) bumps it for any other write that changed the row.
 */
export const recordVersion = () => integer('version').notNull().default(1);
