import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { timestampText } from '../../platform/db/keyset-cursor';
import { containsPattern } from '../../platform/db/like';
import { userProfiles } from '../identity/identity.schema';
import { conversationsOf } from './conversation-visibility.sql';
import { conversationGuests, messages } from './messaging.schema';

export interface MessageMatchRow {
  id: string;
  conversationId: string;
  /** The member's id, or a guest's (named by name, else e-mail). */
  authorId: string;
  authorFirstName: string | null;
  authorLastName: string | null;
  body: string;
  createdAt: Date;
  /** created_at with microseconds, for the keyset cursor. */
  createdText: string;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Messages whose text contains `term` (case-insensitive, taken literally) in the conversations the
 * user is in (ADR 0119's rule) — or only in `conversationId` — newest first, after a keyset position.
 * Deleted messages never match.
 */
export async function findMessageMatches(
  db: DbOrTx,
  userId: string,
  options: {
    term: string;
    conversationId?: string;
    limit: number;
    before?: { at: string; id: string };
  },
): Promise<MessageMatchRow[]> {
  const conditions: SQL[] = [
    sql`m.conversation_id in (${conversationsOf(userId)})`,
    sql`m.deleted_at is null`,
    sql`m.body ilike ${containsPattern(options.term)}`,
  ];
  if (options.conversationId) conditions.push(sql`m.conversation_id = ${options.conversationId}`);
  if (options.before)
    conditions.push(
      sql`(m.created_at, m.id) < (${options.before.at}::timestamptz, ${options.before.id}::uuid)`,
    );
  const result = await db.execute(sql`
    select m.id, m.conversation_id, coalesce(m.author_id, m.guest_id::text) as author_id,
      coalesce(p.first_name, g.name, g.email) as first_name, p.last_name, m.body, m.created_at,
      ${timestampText(sql`m.created_at`)} as created_text
    from ${messages} m
    left join ${userProfiles} p on p.id = m.author_id
    left join ${conversationGuests} g on g.id = m.guest_id
    where ${sql.join(conditions, sql` and `)}
    order by m.created_at desc, m.id desc
    limit ${options.limit}`);
  return rowsOf<Record<string, unknown>>(result).map((r) => ({
    id: r.id as string,
    conversationId: r.conversation_id as string,
    authorId: r.author_id as string,
    authorFirstName: (r.first_name as string | null) ?? null,
    authorLastName: (r.last_name as string | null) ?? null,
    body: r.body as string,
    createdAt: r.created_at instanceof Date ? r.created_at : new Date(String(r.created_at)),
    createdText: r.created_text as string,
  }));
}
