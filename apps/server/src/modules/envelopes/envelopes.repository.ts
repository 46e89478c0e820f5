import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { signatureTurnOf } from '../documents/document-signature-waiting.repository';
import { documents } from '../documents/documents.schema';
import { organizations } from '../organizations/organizations.schema';
import { envelopeEvents, envelopeFields, envelopeRecipients, envelopes } from './envelopes.schema';

export type EnvelopeRow = typeof envelopes.$inferSelect;
export type RecipientRow = typeof envelopeRecipients.$inferSelect;
export type FieldRow = typeof envelopeFields.$inferSelect;
export type EventRow = typeof envelopeEvents.$inferSelect;
export type EventInsert = typeof envelopeEvents.$inferInsert;

const withDocument = {
  envelope: envelopes,
  documentName: documents.name,
  transactionId: documents.transactionId,
  organizationName: organizations.name,
};

function selectEnvelopes(db: DbOrTx) {
  return db
    .select(withDocument)
    .from(envelopes)
    .innerJoin(documents, eq(documents.id, envelopes.documentId))
    .innerJoin(organizations, eq(organizations.id, envelopes.organizationId));
}
export type EnvelopeWithDocument = Awaited<ReturnType<typeof findEnvelope>> & {};

export async function findEnvelope(db: DbOrTx, id: string, opts: { forUpdate?: boolean } = {}) {
  if (opts.forUpdate)
    await db.select({ id: envelopes.id }).from(envelopes).where(eq(envelopes.id, id)).for('update');
  const [row] = await selectEnvelopes(db).where(eq(envelopes.id, id));
  return row ?? null;
}

export const findEnvelopesOfDocument = (db: DbOrTx, documentId: string) =>
  selectEnvelopes(db).where(eq(envelopes.documentId, documentId)).orderBy(desc(envelopes.createdAt));

export async function findEnvelopeParts(db: DbOrTx, envelopeIds: string[]) {
  if (envelopeIds.length === 0) return { recipients: [], fields: [], events: [] };
  const [recipients, fields, events] = await Promise.all([
    db
      .select()
      .from(envelopeRecipients)
      .where(inArray(envelopeRecipients.envelopeId, envelopeIds))
      .orderBy(asc(envelopeRecipients.routingOrder), asc(envelopeRecipients.key)),
    db
      .select()
      .from(envelopeFields)
      .where(inArray(envelopeFields.envelopeId, envelopeIds))
      .orderBy(asc(envelopeFields.page), asc(envelopeFields.y), asc(envelopeFields.x)),
    db
      .select()
      .from(envelopeEvents)
      .where(inArray(envelopeEvents.envelopeId, envelopeIds))
      .orderBy(asc(envelopeEvents.at), asc(envelopeEvents.id)),
  ]);
  return { recipients, fields, events };
}

export async function insertEnvelope(tx: DbOrTx, values: typeof envelopes.$inferInsert) {
  const [row] = await tx.insert(envelopes).values(values).returning();
  return row!;
}

export async function updateEnvelopeRow(
  tx: DbOrTx,
  id: string,
  patch: Partial<typeof envelopes.$inferInsert>,
) {
  await tx
    .update(envelopes)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(envelopes.id, id));
}

/** A draft's recipients and fields, replaced as a whole; fields name their recipient by key. */
export async function replaceDraftParts(
  tx: DbOrTx,
  envelopeId: string,
  recipients: Omit<typeof envelopeRecipients.$inferInsert, 'envelopeId'>[],
  fields: (Omit<typeof envelopeFields.$inferInsert, 'envelopeId' | 'recipientId'> & {
    recipientKey: string;
  })[],
) {
  await tx.delete(envelopeRecipients).where(eq(envelopeRecipients.envelopeId, envelopeId));
  if (recipients.length === 0) return;
  const inserted = await tx
    .insert(envelopeRecipients)
    .values(recipients.map((r) => ({ ...r, envelopeId })))
    .returning({ id: envelopeRecipients.id, key: envelopeRecipients.key });
  const idOf = new Map(inserted.map((r) => [r.key, r.id]));
  if (fields.length === 0) return;
  await tx
    .insert(envelopeFields)
    .values(
      fields.map(({ recipientKey, ...f }) => ({ ...f, envelopeId, recipientId: idOf.get(recipientKey)! })),
    );
}

export async function updateRecipientRow(
  tx: DbOrTx,
  id: string,
  patch: Partial<typeof envelopeRecipients.$inferInsert>,
) {
  await tx.update(envelopeRecipients).set(patch).where(eq(envelopeRecipients.id, id));
}

export async function setFieldValues(tx: DbOrTx, values: { id: string; value: FieldRow['value'] }[]) {
  for (const v of values)
    await tx.update(envelopeFields).set({ value: v.value }).where(eq(envelopeFields.id, v.id));
}

export async function insertEvents(tx: DbOrTx, events: EventInsert[]) {
  if (events.length > 0) await tx.insert(envelopeEvents).values(events);
}

export async function findRecipientByTokenHash(
  db: DbOrTx,
  tokenHash: string,
  opts: { forUpdate?: boolean } = {},
) {
  const query = db.select().from(envelopeRecipients).where(eq(envelopeRecipients.tokenHash, tokenHash));
  const [row] = opts.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

/** Envelopes waiting for the caller: as a member recipient, or (delegated signers) for the brokerage. */
export function findWaitingRecipients(db: DbOrTx, actor: Actor) {
  return db
    .select({ recipient: envelopeRecipients, ...withDocument })
    .from(envelopeRecipients)
    .innerJoin(envelopes, eq(envelopes.id, envelopeRecipients.envelopeId))
    .innerJoin(documents, eq(documents.id, envelopes.documentId))
    .innerJoin(organizations, eq(organizations.id, envelopes.organizationId))
    .where(and(signatureTurnOf(actor), isNull(documents.deletedAt)))
    .orderBy(asc(envelopeRecipients.sentAt))
    .limit(100);
}

/** Sent envelopes past their expiry. */
export const findExpiredEnvelopeIds = (db: DbOrTx, now: Date) =>
  db
    .select({ id: envelopes.id })
    .from(envelopes)
    .where(and(eq(envelopes.status, 'sent'), lt(envelopes.expiresAt, now)))
    .limit(500);

/** Recipients whose turn came and who were neither reminded nor sent anything since `before`. */
export const findRecipientsToRemind = (db: DbOrTx, before: Date) =>
  db
    .select({ id: envelopeRecipients.id, envelopeId: envelopeRecipients.envelopeId })
    .from(envelopeRecipients)
    .innerJoin(envelopes, eq(envelopes.id, envelopeRecipients.envelopeId))
    .where(
      and(
        eq(envelopeRecipients.status, 'sent'),
        eq(envelopes.status, 'sent'),
        sql`${envelopeRecipients.email} is not null`,
        lt(sql`coalesce(${envelopeRecipients.remindedAt}, ${envelopeRecipients.sentAt})`, before),
      ),
    )
    .limit(500);
