import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { textArray } from './contacts-filters.sql';
import { updateContactsByIds } from './contacts.repository';
import { contacts } from './contacts.schema';

/**
 * Adds the tags to each live contact: one of each tag whatever its case (the first spelling wins),
 * sorted case-insensitively. Returns the number of contacts changed.
 */
export function addContactTags(db: DbOrTx, ids: string[], tags: string[]): Promise<number> {
  return updateContactsByIds(db, ids, {
    tags: sql`array(select distinct on (lower(t)) t from unnest(${contacts.tags} || ${textArray(tags)}) with ordinality as u(t, n) order by lower(t), n)`,
  });
}

/** Removes the tags, in any case, from each live contact; returns the number of contacts changed. */
export function removeContactTags(db: DbOrTx, ids: string[], tags: string[]): Promise<number> {
  return updateContactsByIds(db, ids, {
    tags: sql`array(select t from unnest(${contacts.tags}) t where lower(t) <> all(${textArray(tags.map((t) => t.toLowerCase()))}))`,
  });
}
