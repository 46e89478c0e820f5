import { Readable } from 'node:stream';
import {
  CONSUMER_DISCLOSURE_VERSION,
  type CompleteSigningInput,
  type SigningSessionDto,
} from '@threshold/domain/envelopes/signing.contract';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { findVersion } from '../documents/documents.repository';
import { completeEnvelope } from './envelope-completion';
import { mailDeclined, mailSigningRequests } from './envelope-email';
import { currentGroup, startNextGroup, turnOf } from './envelope-routing';
import { hashSigningToken } from './envelope-token';
import { findUser } from './envelope-people.repository';
import type { EnvelopeDeps, EventOrigin } from './envelopes-deps';
import {
  findEnvelope,
  findEnvelopeParts,
  findRecipientByTokenHash,
  insertEvents,
  setFieldValues,
  updateEnvelopeRow,
  updateRecipientRow,
  type EnvelopeWithDocument,
  type RecipientRow,
} from './envelopes.repository';
import { boundDrawings, checkSigningValues, dateSignedText } from './signing-values';

const gone = (message: string) => new AppError('GONE', message);

/** The envelope and recipient behind a link; an unknown (or replaced) link is a 404. */
async function resolveLink(tx: DbOrTx, token: string, opts: { forUpdate?: boolean } = {}) {
  const found = await findRecipientByTokenHash(tx, hashSigningToken(token));
  if (!found)
    throw new AppError(
      'NOT_FOUND',
      'This signing link is not valid. If a newer link was sent to you, use that one.',
    );
  const row = await findEnvelope(tx, found.envelopeId, opts);
  if (!row) throw notFound('Envelope');
  const parts = await findEnvelopeParts(tx, [row.envelope.id]);
  const recipient = parts.recipients.find((r) => r.id === found.id)!;
  return { row, recipient, ...parts };
}

/**
 * What a link may do now (ADR 0163): nothing once the envelope is voided, declined or expired, or
 * the recipient has finished (410); wait while earlier groups have not (409); read the sealed copy
 * once the envelope is complete.
 */
function stateOf(
  row: EnvelopeWithDocument,
  recipient: RecipientRow,
  recipients: readonly RecipientRow[],
  now = new Date(),
) {
  const e = row.envelope;
  if (e.status === 'voided')
    throw gone(`The sender voided this envelope${e.voidReason ? `: ${e.voidReason}` : ''}.`);
  if (e.status === 'declined') throw gone('This envelope was declined and is closed.');
  if (e.status === 'completed') return 'completed' as const;
  if (e.status === 'expired' || (e.expiresAt && e.expiresAt < now))
    throw gone('This link has expired. Ask the sender to send it again.');
  if (e.status !== 'sent') throw notFound('Envelope');
  const turn = turnOf(recipient, recipients);
  if (turn === 'done')
    throw gone(
      recipient.status === 'declined'
        ? 'You declined this envelope.'
        : 'You have already finished this envelope: the link was for one use.',
    );
  if (turn === 'viewer') throw new AppError('CONFLICT', 'You receive a copy once everyone has signed.');
  if (turn === 'later') {
    const waitingOn =
      currentGroup(recipients)
        ?.members.map((r) => r.name)
        .join(', ') ?? 'others';
    throw new AppError(
      'CONFLICT',
      `It is not your turn yet: waiting for ${waitingOn}. You will get an e-mail when it is.`,
    );
  }
  return recipient.consentedAt ? ('sign' as const) : ('consent' as const);
}

export async function getSigningSession(db: DbOrTx, token: string): Promise<SigningSessionDto> {
  const { row, recipient, recipients, fields } = await resolveLink(db, token);
  const state = stateOf(row, recipient, recipients);
  const box = (f: (typeof fields)[number]) => ({
    id: f.key,
    kind: f.kind as 'text',
    page: f.page,
    x: f.x,
    y: f.y,
    width: f.width,
    height: f.height,
  });
  return {
    state,
    envelope_title: row.envelope.title,
    organization_name: row.organizationName,
    message: row.envelope.message,
    recipient: { name: recipient.name, email: recipient.email, role: recipient.role as 'signer' },
    consented: recipient.consentedAt !== null,
    disclosure_version: CONSUMER_DISCLOSURE_VERSION,
    date_signed: dateSignedText(new Date()),
    fields:
      state === 'completed'
        ? []
        : fields
            .filter((f) => f.recipientId === recipient.id)
            .map((f) => ({ ...box(f), label: f.label, required: f.required })),
    filled:
      state === 'completed' ? [] : fields.flatMap((f) => (f.value ? [{ ...box(f), value: f.value }] : [])),
  };
}

/** The PDF the link shows: the version being signed, or once complete the sealed one. */
export async function signingDocument(deps: EnvelopeDeps, token: string) {
  const { row, recipient, recipients } = await resolveLink(deps.db, token);
  const state = stateOf(row, recipient, recipients);
  const number =
    state === 'completed'
      ? (row.envelope.sealedDocumentVersion ?? row.envelope.documentVersion)
      : row.envelope.documentVersion;
  const version = await findVersion(deps.db, row.envelope.documentId, number);
  const body = version ? await deps.storage.get(version.storageKey) : null;
  if (!version || !body) throw new AppError('INTERNAL', 'The stored file is missing');
  const filename = `${row.envelope.title.replace(/[^\w .-]+/g, '_')}${state === 'completed' ? ' (signed)' : ''}.pdf`;
  return new Response(Readable.toWeb(body) as ReadableStream, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

const eventOf = (
  row: EnvelopeWithDocument,
  r: RecipientRow,
  origin: EventOrigin,
  action: string,
  detail: string | null,
) => ({
  envelopeId: row.envelope.id,
  recipientId: r.id,
  action,
  actorName: r.name,
  actorEmail: r.email,
  ipAddress: origin.ipAddress,
  userAgent: origin.userAgent,
  detail,
});

/** ESIGN/UETA: the consumer disclosure agreed to, recorded before anything else. */
export async function consentToSign(db: DbOrTx, token: string, origin: EventOrigin) {
  await db.transaction(async (tx) => {
    const { row, recipient, recipients } = await resolveLink(tx, token, { forUpdate: true });
    if (stateOf(row, recipient, recipients) !== 'consent') return;
    await updateRecipientRow(tx, recipient.id, { consentedAt: new Date() });
    await insertEvents(tx, [
      eventOf(
        row,
        recipient,
        origin,
        'consented',
        `Agreed to do business electronically (disclosure ${CONSUMER_DISCLOSURE_VERSION})`,
      ),
    ]);
  });
  return getSigningSession(db, token);
}

/** Signs (or approves): the values are stored, the next group is sent, the last one seals. */
export async function completeSigning(
  deps: EnvelopeDeps,
  token: string,
  input: CompleteSigningInput,
  origin: EventOrigin,
) {
  // Outside the transaction: decoding waits on sharp's thread pool, not with rows locked.
  const given = await boundDrawings(input.values);
  const after = await deps.db.transaction(async (tx) => {
    const { row, recipient, recipients, fields } = await resolveLink(tx, token, { forUpdate: true });
    const state = stateOf(row, recipient, recipients);
    if (state === 'completed') throw gone('This envelope is already complete.');
    if (state === 'consent') throw new AppError('CONFLICT', 'Agree to do business electronically first.');
    const now = new Date();
    const values = checkSigningValues(
      fields.filter((f) => f.recipientId === recipient.id),
      given,
      now,
    );
    await setFieldValues(tx, values);
    await updateRecipientRow(tx, recipient.id, { status: 'completed', completedAt: now });
    const action = recipient.role === 'approver' ? 'approved' : 'signed';
    await insertEvents(tx, [
      eventOf(
        row,
        recipient,
        origin,
        action,
        `${values.length} field${values.length === 1 ? '' : 's'} completed`,
      ),
    ]);
    const updated = recipients.map((r) =>
      r.id === recipient.id ? { ...r, status: 'completed', completedAt: now } : r,
    );
    const next = await startNextGroup(tx, row.envelope.id, updated, {
      ...origin,
      actorName: 'Threshold',
      actorEmail: null,
    });
    if (next === null) {
      await completeEnvelope(deps, tx, row, origin);
      return 'completed' as const;
    }
    const envelope = { ...row.envelope, organizationName: row.organizationName };
    await mailSigningRequests({ db: tx, config: deps.config }, envelope, next, 'request');
    return 'sent' as const;
  });
  return { status: 'completed' as const, envelope_status: after };
}

/** Declines with a reason: the envelope ends for everyone and the sender is told. */
export async function declineSigning(deps: EnvelopeDeps, token: string, reason: string, origin: EventOrigin) {
  await deps.db.transaction(async (tx) => {
    const found = await resolveLink(tx, token, { forUpdate: true });
    const state = stateOf(found.row, found.recipient, found.recipients);
    if (state === 'completed') throw gone('This envelope is already complete.');
    const now = new Date();
    await updateRecipientRow(tx, found.recipient.id, {
      status: 'declined',
      completedAt: now,
      declinedReason: reason,
    });
    await updateEnvelopeRow(tx, found.row.envelope.id, { status: 'declined', currentOrder: null });
    await insertEvents(tx, [eventOf(found.row, found.recipient, origin, 'declined', reason)]);
    const { row, recipient } = found;
    const sender = row.envelope.createdBy ? await findUser(tx, row.envelope.createdBy) : null;
    await mailDeclined(
      tx,
      row.envelope.id,
      sender?.email ?? null,
      { ...row.envelope, organizationName: row.organizationName },
      recipient.name,
      reason,
    );
  });
  return { status: 'declined' as const, envelope_status: 'declined' };
}
