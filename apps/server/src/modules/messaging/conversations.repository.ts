import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { ConversationKind } from '@threshold/domain/messaging/conversation.contract';
import type { DbOrTx } from '../../platform/db/client';
import { timestampText } from '../../platform/db/keyset-cursor';
import { userProfiles } from '../identity/identity.schema';
import { organizationMembers } from '../organizations/organizations.schema';
import { transactions } from '../transactions/transactions.schema';
import { conversationsOf, membersOf } from './conversation-visibility.sql';
import { conversationGuests, conversationMembers, conversations, messages } from './messaging.schema';

export interface ConversationRow {
  id: string;
  kind: ConversationKind;
  title: string | null;
  dealTitle: string | null;
  transactionId: string | null;
  organizationId: string | null;
  lastActivityAt: Date;
  /** last_activity_at with microseconds, for keyset cursors. */
  activityText: string;
  createdAt: Date;
  unreadCount: number;
  lastMessage: {
    id: string;
    authorId: string;
    firstName: string | null;
    lastName: string | null;
    body: string;
    deleted: boolean;
    createdAt: Date;
  } | null;
}

export interface PersonRow {
  conversationId: string;
  userId: string;
  firstName: string | null;
  lastName: string | null;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const date = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

function selectRows(userId: string, where: SQL, tail: SQL = sql``): SQL {
  return sql`select c.id, c.kind, c.title, t.title as deal_title, c.transaction_id, c.organization_id,
      c.last_activity_at, ${timestampText(sql`c.last_activity_at`)} as activity_text, c.created_at,
      (select count(*)::int from ${messages} m where m.conversation_id = c.id and m.deleted_at is null
        and m.author_id is distinct from ${userId}
        and m.seq > coalesce((select r.last_read_seq from conversation_reads r where r.conversation_id = c.id and r.user_id = ${userId}), 0)
      ) as unread_count,
      lm.id as lm_id, coalesce(lm.author_id, lm.guest_id::text) as lm_author_id, lm.body as lm_body,
      lm.deleted_at as lm_deleted_at, lm.created_at as lm_created_at,
      coalesce(p.first_name, g.name, g.email) as lm_first_name, p.last_name as lm_last_name
    from ${conversations} c
    left join ${transactions} t on t.id = c.transaction_id
    left join lateral (select m.id, m.author_id, m.guest_id, m.body, m.deleted_at, m.created_at from ${messages} m
      where m.conversation_id = c.id order by m.seq desc limit 1) lm on true
    left join ${userProfiles} p on p.id = lm.author_id
    left join ${conversationGuests} g on g.id = lm.guest_id
    where c.id in (${conversationsOf(userId)}) and ${where}
    ${tail}`;
}

function toRow(r: Record<string, unknown>): ConversationRow {
  return {
    id: r.id as string,
    kind: r.kind as ConversationKind,
    title: (r.title as string | null) ?? null,
    dealTitle: (r.deal_title as string | null) ?? null,
    transactionId: (r.transaction_id as string | null) ?? null,
    organizationId: (r.organization_id as string | null) ?? null,
    lastActivityAt: date(r.last_activity_at),
    activityText: r.activity_text as string,
    createdAt: date(r.created_at),
    unreadCount: Number(r.unread_count),
    lastMessage: r.lm_id
      ? {
          id: r.lm_id as string,
          authorId: r.lm_author_id as string,
          firstName: (r.lm_first_name as string | null) ?? null,
          lastName: (r.lm_last_name as string | null) ?? null,
          body: r.lm_body as string,
          deleted: r.lm_deleted_at !== null && r.lm_deleted_at !== undefined,
          createdAt: date(r.lm_created_at),
        }
      : null,
  };
}

/** The caller's conversations, latest activity first, after an optional keyset position. */
export async function findConversationRows(
  db: DbOrTx,
  userId: string,
  options: { kind?: ConversationKind; limit: number; after?: { at: string; id: string } },
): Promise<ConversationRow[]> {
  const conditions: SQL[] = [sql`true`];
  if (options.kind) conditions.push(sql`c.kind = ${options.kind}`);
  if (options.after)
    conditions.push(
      sql`(c.last_activity_at, c.id) < (${options.after.at}::timestamptz, ${options.after.id}::uuid)`,
    );
  const result = await db.execute(
    selectRows(
      userId,
      sql.join(conditions, sql` and `),
      sql`order by c.last_activity_at desc, c.id desc limit ${options.limit}`,
    ),
  );
  return rowsOf<Record<string, unknown>>(result).map(toRow);
}

/** One conversation if the user is in it (else null: the caller answers 404). */
export async function getConversationRow(
  db: DbOrTx,
  userId: string,
  id: string,
): Promise<ConversationRow | null> {
  const result = await db.execute(selectRows(userId, sql`c.id = ${id}`));
  const [row] = rowsOf<Record<string, unknown>>(result);
  return row ? toRow(row) : null;
}

/** The given conversations among those the user is in (others are left out). */
export async function findConversationRowsByIds(
  db: DbOrTx,
  userId: string,
  ids: string[],
): Promise<ConversationRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(
    selectRows(
      userId,
      sql`c.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    ),
  );
  return rowsOf<Record<string, unknown>>(result).map(toRow);
}

/** Whether the user is in the conversation (the realtime check of message events). */
export async function isInConversation(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const result = await db.execute(
    sql`select exists (select 1 from (${conversationsOf(userId)}) v(id) where v.id = ${id}) as ok`,
  );
  return Boolean(rowsOf<{ ok: boolean }>(result)[0]?.ok);
}

/** Everyone in the given conversations, with their names. */
export async function findPeopleOf(db: DbOrTx, conversationIds: string[]): Promise<PersonRow[]> {
  if (conversationIds.length === 0) return [];
  const ids = sql.join(
    conversationIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const result = await db.execute(sql`select x.conversation_id, x.user_id, p.first_name, p.last_name
    from (${membersOf(ids)}) x left join ${userProfiles} p on p.id = x.user_id
    order by p.first_name, p.last_name, x.user_id`);
  return rowsOf<Record<string, string | null>>(result).map((r) => ({
    conversationId: r.conversation_id!,
    userId: r.user_id!,
    firstName: r.first_name ?? null,
    lastName: r.last_name ?? null,
  }));
}

export async function findDirectConversationId(db: DbOrTx, directKey: string): Promise<string | null> {
  const [row] = await db
    .select({ id: conversations.id })
    .from(conversations)
    .where(eq(conversations.directKey, directKey));
  return row?.id ?? null;
}

export async function insertConversation(
  tx: DbOrTx,
  values: {
    kind: 'direct' | 'group';
    organizationId: string | null;
    title: string | null;
    directKey: string | null;
    createdBy: string;
  },
  memberIds: string[],
): Promise<string | null> {
  const [row] = await tx
    .insert(conversations)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: conversations.id });
  if (!row) return null;
  await tx
    .insert(conversationMembers)
    .values(memberIds.map((userId) => ({ conversationId: row.id, userId })));
  return row.id;
}

/** The deal's conversation; created with the deal, idempotent. */
export async function ensureDealConversation(
  tx: DbOrTx,
  deal: { id: string; organizationId: string },
): Promise<void> {
  await tx
    .insert(conversations)
    .values({ kind: 'deal', transactionId: deal.id, organizationId: deal.organizationId })
    .onConflictDoNothing();
}

/** Conversations for every deal that has none yet (seed, backfill). */
export async function ensureAllDealConversations(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`insert into ${conversations} (kind, transaction_id, organization_id, last_activity_at)
    select 'deal', t.id, t.organization_id, t.created_at from ${transactions} t
    where not exists (select 1 from ${conversations} c where c.transaction_id = t.id)`);
}

export async function touchConversation(tx: DbOrTx, id: string): Promise<void> {
  await tx
    .update(conversations)
    .set({ lastActivityAt: new Date(), updatedAt: new Date() })
    .where(eq(conversations.id, id));
}

/** Of the given user ids, those that are active members of the organization. */
export async function activeMembersAmong(
  db: DbOrTx,
  organizationId: string,
  userIds: string[],
): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(
      and(
        eq(organizationMembers.organizationId, organizationId),
        inArray(organizationMembers.userId, userIds),
        eq(organizationMembers.status, 'active'),
      ),
    );
  return rows.map((r) => r.userId);
}

/** Unread messages (by others, not deleted, after the marker) over all the user's conversations. */
export async function countUnread(
  db: DbOrTx,
  userId: string,
): Promise<{ conversations: number; messages: number }> {
  const result =
    await db.execute(sql`select count(distinct m.conversation_id)::int as conversations, count(*)::int as messages
    from ${messages} m
    left join conversation_reads r on r.conversation_id = m.conversation_id and r.user_id = ${userId}
    where m.conversation_id in (${conversationsOf(userId)}) and m.deleted_at is null and m.author_id is distinct from ${userId}
      and m.seq > coalesce(r.last_read_seq, 0)`);
  const [row] = rowsOf<{ conversations: number; messages: number }>(result);
  return { conversations: Number(row?.conversations ?? 0), messages: Number(row?.messages ?? 0) };
}

/** The title of a deal's conversation (its deal's), for a guest who has no other way in. */
export async function getDealConversationTitle(db: DbOrTx, id: string): Promise<string | null> {
  const [row] = await db
    .select({ title: transactions.title })
    .from(conversations)
    .innerJoin(transactions, eq(transactions.id, conversations.transactionId))
    .where(eq(conversations.id, id));
  return row?.title ?? null;
}

/** Of the given user ids, those who share a conversation with the user. */
export async function conversationPeopleAmong(db: DbOrTx, userId: string, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const wanted = sql.join(
    userIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = await db.execute(
    sql`select distinct x.user_id from (${membersOf(conversationsOf(userId))}) x where x.user_id in (${wanted})`,
  );
  return rowsOf<{ user_id: string }>(result).map((r) => r.user_id);
}
