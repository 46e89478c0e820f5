import { and, sql, type SQL } from 'drizzle-orm';
import { searchTokens } from '@threshold/domain/contacts/normalize';
import { containsPattern } from '../../platform/db/like';
import { contacts } from './contacts.schema';

/**
 * Search: every token must occur in search_text (ILIKE, any position). In fuzzy mode (pg_trgm),
 * a word of 3+ letters may instead match by word similarity, which forgives typos
 * ("maximillian"); digit tokens (phones) always match exactly.
 */
export function searchCondition(q: string, fuzzy: boolean): SQL | undefined {
  const tokens = searchTokens(q);
  if (!tokens.length) return undefined;
  return and(
    ...tokens.map((t) => {
      const substring = sql`${contacts.searchText} ilike ${containsPattern(t)}`;
      if (!fuzzy || t.length < 3 || /^\d+$/.test(t)) return substring;
      return sql`(${substring} or ${t} <% ${contacts.searchText})`;
    }),
  )!;
}
