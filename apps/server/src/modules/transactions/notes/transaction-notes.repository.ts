import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../platform/db/client';
import { timestampText } from '../../../platform/db/keyset-cursor';
import { transactionNotes as notes } from '../transaction-work.schema';

const COLUMNS = {
  id: notes.id,
  transactionId: notes.transactionId,
  authorId: notes.authorId,
  body: notes.body,
  mentions: notes.mentions,
  createdAt: notes.createdAt,
  sortAt: timestampText(notes.createdAt),
};
export type NoteRow = {
  id: string;
  transactionId: string;
  authorId: string | null;
  body: string;
  mentions: string[];
  createdAt: Date;
};

/** A deal's notes, newest first, after the keyset position; one extra row tells whether more follow. */
export function findNotes(
  db: DbOrTx,
  transactionId: string,
  limit: number,
  after: { at: string; id: string } | null,
) {
  return db
    .select(COLUMNS)
    .from(notes)
    .where(
      and(
        eq(notes.transactionId, transactionId),
        after
          ? sql`(${notes.createdAt}, ${notes.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(notes.createdAt), desc(notes.id))
    .limit(limit + 1);
}

export async function insertNote(tx: DbOrTx, values: typeof notes.$inferInsert) {
  const [row] = await tx.insert(notes).values(values).returning(COLUMNS);
  return row!;
}
