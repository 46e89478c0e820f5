import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { outboundEmails } from './email.schema';

export type OutboundEmail = typeof outboundEmails.$inferSelect;

export async function insertOutboundEmail(db: DbOrTx, values: typeof outboundEmails.$inferInsert) {
  await db.insert(outboundEmails).values(values);
}

/** The most recent messages first (the dev mailbox). */
export function findNewestEmails(db: DbOrTx, limit: number): Promise<OutboundEmail[]> {
  return db.select().from(outboundEmails).orderBy(desc(outboundEmails.createdAt)).limit(limit);
}
