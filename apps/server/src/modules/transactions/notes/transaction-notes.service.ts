import type { CreateNoteInput, NoteDto } from '@threshold/domain/transactions/notes.contract';
import type { Actor } from '../../../platform/authz/actor';
import type { Db, DbOrTx } from '../../../platform/db/client';
import { AppError } from '../../../platform/http/errors';
import { assertCanSeeNotes, loadDeal } from '../deals/transaction-access';
import { auditDeal } from '../deals/transaction-audit';
import { findActiveMembers } from '../../organizations/organization-people.repository';
import { findNames } from '../deals/transaction-people.repository';
import { findNotes, insertNote, type NoteRow } from './transaction-notes.repository';
import { decodeTimeCursor, encodeCursor } from '../../../platform/db/keyset-cursor';
import { touchTransaction } from '../deals/transactions.repository';
import { recordNotice } from '../../notifications/notify.service';
import { excerpt, personName } from '../../notifications/notice-text';

async function toNoteDtos(db: DbOrTx, rows: NoteRow[]): Promise<NoteDto[]> {
  const names = await findNames(
    db,
    rows.flatMap((r) => [...r.mentions, ...(r.authorId ? [r.authorId] : [])]),
  );
  const ref = (id: string) => ({ id, ...(names.get(id) ?? { first_name: null, last_name: null }) });
  return rows.map((r) => ({
    id: r.id,
    transaction_id: r.transactionId,
    body: r.body,
    author: r.authorId ? ref(r.authorId) : null,
    mentions: r.mentions.map(ref),
    created_at: r.createdAt.toISOString(),
  }));
}

/** Internal notes, newest first; never for the client view. */
export async function listNotes(
  db: Db,
  actor: Actor,
  id: string,
  query: { limit: number; cursor?: string | undefined },
) {
  assertCanSeeNotes(await loadDeal(db, actor, id));
  const after = query.cursor ? decodeTimeCursor(query.cursor, 'notes') : null;
  const rows = await findNotes(db, id, query.limit, after);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: await toNoteDtos(db, page),
    nextCursor: rows.length > query.limit && last ? encodeCursor(['notes', last.sortAt, last.id]) : null,
  };
}

/** Mentioned people must be teammates: active members of the deal's organization. */
export async function createNote(
  db: Db,
  actor: Actor,
  id: string,
  input: CreateNoteInput,
  requestId?: string,
) {
  const { dto, dealTitle, organizationId } = await db.transaction(async (tx) => {
    const access = await loadDeal(tx, actor, id, { forUpdate: true });
    assertCanSeeNotes(access);
    if (actor.organizationId !== access.row.organizationId && !actor.isSystemAdmin)
      throw new AppError('FORBIDDEN', 'Only the brokerage’s people write notes on this deal');
    const members = new Set(
      (await findActiveMembers(tx, access.row.organizationId, input.mention_user_ids)).map((m) => m.userId),
    );
    const strangers = input.mention_user_ids.map((u, i) => [u, i] as const).filter(([u]) => !members.has(u));
    if (strangers.length) {
      throw new AppError(
        'VALIDATION_FAILED',
        'You can only mention teammates',
        Object.fromEntries(
          strangers.map(([, i]) => [`mention_user_ids.${i}`, 'Not a member of this organization']),
        ),
      );
    }
    const row = await insertNote(tx, {
      transactionId: id,
      authorId: actor.userId,
      body: input.body,
      mentions: input.mention_user_ids,
      createdAt: new Date(),
    });
    await touchTransaction(tx, id);
    const [dto] = await toNoteDtos(tx, [row]);
    await auditDeal(tx, { actor, requestId }, access.row, 'note.create', null, {
      note: { id: dto!.id, mentions: input.mention_user_ids },
    });
    return { dto: dto!, dealTitle: access.row.title, organizationId: access.row.organizationId };
  });
  // Mentioned teammates who may see the deal hear of it; the author never (ADR 0167).
  await recordNotice(db, {
    recipients: input.mention_user_ids,
    kind: 'mention',
    subject: { type: 'transaction', id },
    title: `${personName(dto.author)} mentioned you on ${dealTitle}`,
    body: excerpt(input.body),
    actorId: actor.userId,
    organizationId,
  });
  return dto;
}
