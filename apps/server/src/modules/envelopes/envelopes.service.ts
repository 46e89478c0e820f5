import type {
  EnvelopeFieldInput,
  EnvelopeRecipientInput,
  UpdateEnvelopeInput,
} from '@threshold/domain/envelopes/envelope.contract';
import type { SigningFieldKind } from '@threshold/domain/envelopes/envelope-enums';
import type { Actor } from '../../platform/authz/actor';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { canEditDocuments } from '../documents/document-access';
import { findDocumentInScope, findVersion } from '../documents/documents.repository';
import { offThread } from '../../platform/workers/off-thread';
import type * as templatePdf from '../templates/template-pdf';
import { readStoredFile } from './envelope-files';
import { findMembers, findParticipants, findUser } from './envelope-people.repository';
import type { EnvelopeDeps, EventOrigin } from './envelopes-deps';
import { toEnvelopeDto } from './envelopes.dto';
import {
  findEnvelope,
  findEnvelopeParts,
  findEnvelopesOfDocument,
  insertEnvelope,
  insertEvents,
  replaceDraftParts,
  updateEnvelopeRow,
  type EnvelopeWithDocument,
} from './envelopes.repository';

/** Reading a PDF is CPU work: a worker thread does it (ADR 0191). */
const pdfWork = offThread<typeof templatePdf>(import.meta.url, '../templates/template-pdf');

const invalid = (fields: Record<string, string>) =>
  new AppError('VALIDATION_FAILED', 'Some fields are not valid', fields);

export function assertCanSend(actor: Actor) {
  if (!canEditDocuments(actor)) throw new AppError('FORBIDDEN', 'You do not have permission to do this');
}

/** An envelope the caller may see: its document must be in their document scope (ADR 0162); 404 otherwise. */
export async function loadEnvelope(db: DbOrTx, actor: Actor, id: string, opts: { forUpdate?: boolean } = {}) {
  const row = await findEnvelope(db, id, opts);
  if (!row || !(await findDocumentInScope(db, actor, row.envelope.documentId))) throw notFound('Envelope');
  return row;
}

export async function envelopeDto(db: DbOrTx, row: EnvelopeWithDocument) {
  return toEnvelopeDto(row, await findEnvelopeParts(db, [row.envelope.id]));
}

export const getEnvelope = async (db: Db, actor: Actor, id: string) =>
  envelopeDto(db, await loadEnvelope(db, actor, id));

export async function listEnvelopes(db: Db, actor: Actor, documentId: string) {
  if (!(await findDocumentInScope(db, actor, documentId))) throw notFound('Document');
  const rows = await findEnvelopesOfDocument(db, documentId);
  const parts = await findEnvelopeParts(
    db,
    rows.map((r) => r.envelope.id),
  );
  return { items: rows.map((r) => toEnvelopeDto(r, parts)) };
}

/** The actor's name and e-mail for the audit trail. */
export async function actorIdentity(db: DbOrTx, actor: Actor) {
  const user = await findUser(db, actor.userId);
  return { actorName: user?.name ?? actor.email, actorEmail: user?.email ?? actor.email };
}

export async function createEnvelope(
  db: Db,
  actor: Actor,
  input: { document_id: string; title?: string },
  origin: EventOrigin,
) {
  assertCanSend(actor);
  const doc = await findDocumentInScope(db, actor, input.document_id);
  if (!doc || doc.document.deletedAt) throw invalid({ document_id: 'No such document' });
  const organizationId = doc.document.organizationId ?? actor.organizationId;
  if (!organizationId) throw invalid({ document_id: 'The document belongs to no organization' });
  const who = await actorIdentity(db, actor);
  const id = await db.transaction(async (tx) => {
    const row = await insertEnvelope(tx, {
      organizationId,
      documentId: doc.document.id,
      documentVersion: doc.document.currentVersion,
      title: input.title || doc.document.name,
      createdBy: actor.userId,
    });
    await insertEvents(tx, [
      {
        envelopeId: row.id,
        action: 'created',
        ...who,
        ...origin,
        detail: `From version ${doc.document.currentVersion}`,
      },
    ]);
    return row.id;
  });
  return getEnvelope(db, actor, id);
}

/** Loads for a write; a stale If-Match is a 409 with the envelope as it is now. */
export async function lockEnvelope(
  tx: DbOrTx,
  actor: Actor,
  id: string,
  expectedVersion: number | undefined,
) {
  const row = await loadEnvelope(tx, actor, id, { forUpdate: true });
  if (expectedVersion !== undefined && row.envelope.version !== expectedVersion) {
    throw new AppError('STALE_VERSION', 'Someone else changed this envelope after you opened it', undefined, {
      current: await envelopeDto(tx, row),
      changed_by: null,
      changed_at: row.envelope.updatedAt.toISOString(),
    });
  }
  return row;
}

/** Names and e-mails of the recipients from who they are; field errors for anyone unknown. */
async function resolveRecipients(
  tx: DbOrTx,
  row: EnvelopeWithDocument,
  recipients: EnvelopeRecipientInput[],
) {
  const errors: Record<string, string> = {};
  const members = await findMembers(
    tx,
    row.envelope.organizationId,
    recipients.flatMap((r) => (r.kind === 'member' && r.user_id ? [r.user_id] : [])),
  );
  const participants = await findParticipants(
    tx,
    row.transactionId,
    recipients.flatMap((r) => (r.kind === 'participant' && r.participant_id ? [r.participant_id] : [])),
  );
  const seen = new Set<string>();
  const resolved = recipients.map((r, i) => {
    if (seen.has(r.key)) errors[`recipients.${i}.key`] = 'Two recipients have this key';
    seen.add(r.key);
    const base = {
      key: r.key,
      kind: r.kind,
      role: r.role,
      routingOrder: r.routing_order,
      userId: null as string | null,
      participantId: null as string | null,
    };
    if (r.kind === 'member') {
      const m = members.get(r.user_id!);
      if (!m) errors[`recipients.${i}.user_id`] = 'Not a member of this organization';
      return { ...base, userId: r.user_id, name: m?.name ?? '', email: m?.email ?? null };
    }
    if (r.kind === 'participant') {
      const p = participants.get(r.participant_id!);
      if (!p) errors[`recipients.${i}.participant_id`] = 'Not a participant of this deal';
      else if (!p.email) errors[`recipients.${i}.participant_id`] = 'This participant has no e-mail address';
      // A participant with an account (a client) also finds it waiting in the app (ADR 0162).
      const userId = p?.userId ?? null;
      return { ...base, participantId: r.participant_id, userId, name: p?.name ?? '', email: p?.email ?? null };
    }
    if (r.kind === 'brokerage') {
      if (r.role === 'viewer') errors[`recipients.${i}.role`] = 'The brokerage signs or approves';
      return { ...base, name: row.organizationName, email: null };
    }
    return { ...base, name: r.name, email: r.email!.toLowerCase() };
  });
  return { resolved, errors };
}

async function pageCount(deps: EnvelopeDeps, row: EnvelopeWithDocument) {
  const version = await findVersion(deps.db, row.envelope.documentId, row.envelope.documentVersion);
  if (!version) throw new AppError('INTERNAL', 'The document version is missing');
  return (await pdfWork.readPageSizes(await readStoredFile(deps.storage, version.storageKey))).length;
}

/** Edits a draft: title, message, expiry, and its recipients and fields replaced as a whole. */
export async function updateEnvelope(
  deps: EnvelopeDeps,
  actor: Actor,
  id: string,
  input: UpdateEnvelopeInput,
  expectedVersion: number | undefined,
) {
  assertCanSend(actor);
  const { db } = deps;
  const pages = input.fields ? await pageCount(deps, await loadEnvelope(db, actor, id)) : 0;
  await db.transaction(async (tx) => {
    const row = await lockEnvelope(tx, actor, id, expectedVersion);
    if (row.envelope.status !== 'draft')
      throw new AppError('CONFLICT', 'Only a draft can be edited; void it and start again');
    if (input.recipients || input.fields) {
      const current = await findEnvelopeParts(tx, [id]);
      const recipientsIn =
        input.recipients ??
        current.recipients.map(
          (r) =>
            ({
              key: r.key,
              kind: r.kind,
              user_id: r.userId,
              participant_id: r.participantId,
              name: r.name,
              email: r.email,
              role: r.role,
              routing_order: r.routingOrder,
            }) as EnvelopeRecipientInput,
        );
      const { resolved, errors } = await resolveRecipients(tx, row, recipientsIn);
      const keys = new Set(resolved.map((r) => r.key));
      const keyOf = new Map(current.recipients.map((r) => [r.id, r.key]));
      const fieldsIn: EnvelopeFieldInput[] =
        input.fields ??
        current.fields
          .map((f) => ({
            ...f,
            id: f.key,
            recipient_key: keyOf.get(f.recipientId) ?? '',
            kind: f.kind as SigningFieldKind,
          }))
          .filter((f) => keys.has(f.recipient_key));
      const fieldIds = new Set<string>();
      fieldsIn.forEach((f, i) => {
        if (!keys.has(f.recipient_key)) errors[`fields.${i}.recipient_key`] = 'No recipient has this key';
        if (fieldIds.has(f.id)) errors[`fields.${i}.id`] = 'Two fields have this id';
        if (input.fields && f.page > pages)
          errors[`fields.${i}.page`] = `The document has ${pages} page${pages === 1 ? '' : 's'}`;
        fieldIds.add(f.id);
      });
      if (Object.keys(errors).length > 0) throw invalid(errors);
      await replaceDraftParts(
        tx,
        id,
        resolved,
        fieldsIn.map((f) => ({
          key: f.id,
          recipientKey: f.recipient_key,
          kind: f.kind,
          page: f.page,
          x: f.x,
          y: f.y,
          width: f.width,
          height: f.height,
          label: f.label,
          // A checkbox may stay unticked: it is never required.
          required: f.kind === 'checkbox' ? false : f.required,
        })),
      );
    }
    await updateEnvelopeRow(tx, id, {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.message !== undefined ? { message: input.message } : {}),
      ...(input.expires_in_days !== undefined ? { expiresInDays: input.expires_in_days } : {}),
    });
  });
  return getEnvelope(db, actor, id);
}
