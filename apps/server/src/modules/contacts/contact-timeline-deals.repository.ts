import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { decodeCursor, encodeCursor } from '../../platform/db/keyset-cursor';
import type { ActivityRow } from './contact-timeline.repository';

interface RawRow {
  id: string;
  contact_id: string;
  kind: ActivityRow['kind'];
  subject: string | null;
  body: string | null;
  details: Record<string, unknown> | string | null;
  occurred_at: Date | string;
  occurred_at_text: string;
  author_id: string | null;
  author_first_name: string | null;
  author_last_name: string | null;
  created_at: Date | string;
  version: number | string;
}

/**
 * The timeline with deal events: the contact's own entries plus the status changes of every deal
 * it takes part in that passes `visibleDeals` (the caller's deal scope; transactions module's
 * transaction_status_history, read with plain SQL), in one keyset-paged stream, newest first. Used
 * only when those tables exist.
 */
export async function findTimelineWithDeals(
  db: DbOrTx,
  contactId: string,
  visibleDeals: SQL,
  kinds: string[] | undefined,
  limit: number,
  cursor?: string,
) {
  const after = decodeCursor(cursor, ['timestamp', 'uuid']);
  const where: SQL[] = [];
  if (kinds?.length)
    where.push(
      sql`x.kind in (${sql.join(
        kinds.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
  if (after) {
    const [ts, id] = after;
    where.push(sql`(x.occurred_at, x.id) < (${ts}::timestamptz, ${id}::uuid)`);
  }
  const result = await db.execute(sql`
    select x.*, x.occurred_at::text as occurred_at_text, p.first_name as author_first_name, p.last_name as author_last_name
    from (
      select a.id, a.contact_id, a.kind, a.subject, a.body, a.details, a.occurred_at, a.author_id, a.created_at, a.version
      from contact_activities a where a.contact_id = ${contactId}
      union all
      select h.id, tp.contact_id, 'deal_event', transactions.title || ': ' || coalesce(h.from_status, 'new') || ' → ' || h.to_status, h.reason,
             jsonb_build_object('transaction_id', transactions.id, 'from', h.from_status, 'to', h.to_status), h.changed_at, h.changed_by, h.changed_at, 1
      from transaction_participants tp
      join transactions on transactions.id = tp.transaction_id
      join transaction_status_history h on h.transaction_id = tp.transaction_id
      where tp.contact_id = ${contactId} and ${visibleDeals}
    ) x
    left join user_profiles p on p.id = x.author_id
    ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
    order by x.occurred_at desc, x.id desc
    limit ${limit + 1}`);
  const raw = (result as unknown as { rows: RawRow[] }).rows;
  const rows: ActivityRow[] = raw.map((r) => ({
    id: r.id,
    contactId: r.contact_id,
    kind: r.kind,
    subject: r.subject,
    body: r.body,
    details: (typeof r.details === 'string' ? JSON.parse(r.details) : r.details) ?? {},
    occurredAt: new Date(r.occurred_at),
    occurredAtText: r.occurred_at_text,
    authorId: r.author_id,
    authorFirstName: r.author_first_name,
    authorLastName: r.author_last_name,
    createdAt: new Date(r.created_at),
    // Deal events are read-only history (version 1); the contact's own entries carry their version.
    version: Number(r.version),
  }));
  const items = rows.slice(0, limit);
  const last = items[items.length - 1];
  return {
    rows: items,
    nextCursor: rows.length > limit && last ? encodeCursor([last.occurredAtText, last.id]) : null,
  };
}
