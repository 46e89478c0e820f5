import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { mailSigningRequests, mailVoided } from './envelope-email';
import { actingRecipients, issueTokens, startNextGroup, turnOf, withLiveLink } from './envelope-routing';
import { hashSigningToken, signingToken, signingUrl } from './envelope-token';
import type { EnvelopeDeps, EventOrigin } from './envelopes-deps';
import {
  findEnvelope,
  findEnvelopeParts,
  findWaitingRecipients,
  insertEvents,
  updateEnvelopeRow,
  updateRecipientRow,
  type EnvelopeWithDocument,
  type RecipientRow,
} from './envelopes.repository';
import { actorIdentity, assertCanSend, getEnvelope, loadEnvelope, lockEnvelope } from './envelopes.service';

const DAY_MS = 86_400_000;

const infoOf = (row: EnvelopeWithDocument) => ({
  title: row.envelope.title,
  message: row.envelope.message,
  organizationName: row.organizationName,
  expiresAt: row.envelope.expiresAt,
});

function assertSent(row: EnvelopeWithDocument) {
  if (row.envelope.status !== 'sent')
    throw new AppError('CONFLICT', `The envelope is ${row.envelope.status}, not out for signature`);
}

/** Sends a draft: every recipient gets a link; the first routing group is e-mailed (ADR 0162). */
export async function sendEnvelope(
  deps: EnvelopeDeps,
  actor: Actor,
  id: string,
  expectedVersion: number | undefined,
  origin: EventOrigin,
) {
  assertCanSend(actor);
  const who = await actorIdentity(deps.db, actor);
  await deps.db.transaction(async (tx) => {
    const row = await lockEnvelope(tx, actor, id, expectedVersion);
    if (row.envelope.status !== 'draft') throw new AppError('CONFLICT', 'This envelope was already sent');
    const { recipients, fields } = await findEnvelopeParts(tx, [id]);
    const acting = actingRecipients(recipients);
    if (acting.length === 0)
      throw new AppError('VALIDATION_FAILED', 'Add a signer or approver first', {
        recipients: 'Add a signer or approver',
      });
    const withoutFields = recipients.filter(
      (r) => r.role === 'signer' && !fields.some((f) => f.recipientId === r.id),
    );
    if (withoutFields.length > 0)
      throw new AppError(
        'VALIDATION_FAILED',
        `${withoutFields.map((r) => r.name).join(', ')} has no field to sign`,
        { fields: 'Every signer needs at least one field' },
      );
    const now = new Date();
    const expiresAt = new Date(now.getTime() + row.envelope.expiresInDays * DAY_MS);
    await updateEnvelopeRow(tx, id, { status: 'sent', sentAt: now, expiresAt });
    await issueTokens(tx, deps.config.authSecret, recipients);
    const issued = recipients.map((r) => ({ ...r, tokenGeneration: 1 }));
    const group = await startNextGroup(tx, id, issued, { ...who, ...origin });
    const sent = { ...row, envelope: { ...row.envelope, expiresAt } };
    await mailSigningRequests({ db: tx, config: deps.config }, infoOf(sent), group ?? [], 'request');
  });
  return getEnvelope(deps.db, actor, id);
}

/** Voids a draft or a sent envelope with a reason; every link stops working. */
export async function voidEnvelope(
  deps: EnvelopeDeps,
  actor: Actor,
  id: string,
  reason: string,
  expectedVersion: number | undefined,
  origin: EventOrigin,
) {
  assertCanSend(actor);
  const who = await actorIdentity(deps.db, actor);
  await deps.db.transaction(async (tx) => {
    const row = await lockEnvelope(tx, actor, id, expectedVersion);
    if (row.envelope.status !== 'draft' && row.envelope.status !== 'sent')
      throw new AppError('CONFLICT', `A ${row.envelope.status} envelope cannot be voided`);
    await updateEnvelopeRow(tx, id, { status: 'voided', voidReason: reason, currentOrder: null });
    await insertEvents(tx, [{ envelopeId: id, action: 'voided', ...who, ...origin, detail: reason }]);
    const { recipients } = await findEnvelopeParts(tx, [id]);
    const reached = recipients.filter((r) => r.status === 'sent' || r.status === 'completed');
    await mailVoided(tx, reached, row.envelope.title, reason);
  });
  return getEnvelope(deps.db, actor, id);
}

/** Reminds the recipients whose turn it is, with the link they already have. */
export async function remindEnvelope(
  deps: EnvelopeDeps,
  actor: Actor | null,
  id: string,
  origin: EventOrigin & { actorName?: string; actorEmail?: string | null },
) {
  if (actor) assertCanSend(actor);
  const { db } = deps;
  const who = actor
    ? await actorIdentity(db, actor)
    : { actorName: origin.actorName ?? 'Threshold', actorEmail: origin.actorEmail ?? null };
  await db.transaction(async (tx) => {
    const row = actor ? await loadEnvelope(tx, actor, id, { forUpdate: true }) : await loadForSystem(tx, id);
    assertSent(row);
    const { recipients } = await findEnvelopeParts(tx, [id]);
    const due: RecipientRow[] = [];
    for (const r of recipients)
      if (r.status === 'sent' && r.email && r.kind !== 'brokerage')
        due.push(await withLiveLink(tx, deps.config.authSecret, r));
    const now = new Date();
    for (const r of due) await updateRecipientRow(tx, r.id, { remindedAt: now });
    await insertEvents(
      tx,
      due.map((r) => ({
        envelopeId: id,
        recipientId: r.id,
        action: 'reminded',
        ...who,
        ipAddress: origin.ipAddress,
        userAgent: origin.userAgent,
        detail: `To ${r.name} <${r.email}>`,
      })),
    );
    await mailSigningRequests({ db: tx, config: deps.config }, infoOf(row), due, 'reminder');
  });
  return actor ? getEnvelope(db, actor, id) : null;
}

/** The reminder job acts for no user: it finds the envelope by id alone. */
async function loadForSystem(tx: DbOrTx, id: string) {
  const row = await findEnvelope(tx, id, { forUpdate: true });
  if (!row) throw notFound('Envelope');
  return row;
}

/** A new link for one recipient (the old one stops working); e-mailed when it is their turn. */
export async function resendToRecipient(
  deps: EnvelopeDeps,
  actor: Actor,
  id: string,
  recipientId: string,
  origin: EventOrigin,
) {
  assertCanSend(actor);
  const who = await actorIdentity(deps.db, actor);
  await deps.db.transaction(async (tx) => {
    const row = await loadEnvelope(tx, actor, id, { forUpdate: true });
    assertSent(row);
    const { recipients } = await findEnvelopeParts(tx, [id]);
    const recipient = recipients.find((r) => r.id === recipientId);
    if (!recipient) throw notFound('Recipient');
    if (turnOf(recipient, recipients) === 'done')
      throw new AppError('CONFLICT', `${recipient.name} has already finished`);
    const generation = recipient.tokenGeneration + 1;
    await updateRecipientRow(tx, recipient.id, {
      tokenGeneration: generation,
      tokenHash: hashSigningToken(signingToken(deps.config.authSecret, recipient.id, generation)),
      remindedAt: new Date(),
    });
    await insertEvents(tx, [
      {
        envelopeId: id,
        recipientId,
        action: 'resent',
        ...who,
        ...origin,
        detail: `New link for ${recipient.name}; the previous one no longer works`,
      },
    ]);
    if (recipient.status === 'sent')
      await mailSigningRequests({ db: tx, config: deps.config }, infoOf(row), [{ ...recipient, tokenGeneration: generation }], 'request');
  });
  return getEnvelope(deps.db, actor, id);
}

/**
 * The caller's own signing link, to sign from inside the app: as a member recipient, or (with
 * delegatedSigningAuthority) for the brokerage. Not their turn yet: 409; nothing for them: 404.
 */
export async function signInApp(deps: EnvelopeDeps, actor: Actor, id: string, origin: EventOrigin) {
  const who = await actorIdentity(deps.db, actor);
  const mayForBrokerage = actor.permissions.has('sign:delegated');
  return deps.db.transaction(async (tx) => {
    const row = await findEnvelopeForRecipient(tx, id);
    const { recipients } = await findEnvelopeParts(tx, [id]);
    const mine = recipients.filter(
      (r) =>
        r.userId === actor.userId ||
        (mayForBrokerage && r.kind === 'brokerage' && row.envelope.organizationId === actor.organizationId),
    );
    // Whether the envelope exists, and its status, is told only to its own recipients.
    if (mine.length === 0) throw notFound('Envelope');
    assertSent(row);
    const open = mine.filter((r) => turnOf(r, recipients) !== 'done');
    if (open.length === 0) throw new AppError('GONE', 'You have already finished this envelope');
    const turn = open.find((r) => turnOf(r, recipients) === 'now');
    if (!turn)
      throw new AppError('CONFLICT', 'It is not your turn yet: earlier recipients must finish first');
    const now = await withLiveLink(tx, deps.config.authSecret, turn);
    if (now.kind === 'brokerage')
      await insertEvents(tx, [
        {
          envelopeId: id,
          recipientId: now.id,
          action: 'opened_for_brokerage',
          ...who,
          ...origin,
          detail: `${who.actorName} signs for ${row.organizationName}`,
        },
      ]);
    if (now.kind === 'brokerage') await updateRecipientRow(tx, now.id, { signedByUserId: actor.userId });
    return {
      url: signingUrl(deps.config.appUrl, signingToken(deps.config.authSecret, now.id, now.tokenGeneration)),
    };
  });
}

/** A recipient sees their envelope even outside the document scope (they were asked to sign it). */
async function findEnvelopeForRecipient(tx: DbOrTx, id: string) {
  const row = await findEnvelope(tx, id, { forUpdate: true });
  if (!row) throw notFound('Envelope');
  return row;
}

export async function waitingForMe(deps: EnvelopeDeps, actor: Actor) {
  const rows = await findWaitingRecipients(deps.db, actor);
  return {
    items: rows.map((r) => ({
      envelope_id: r.envelope.id,
      recipient_id: r.recipient.id,
      title: r.envelope.title,
      document_id: r.envelope.documentId,
      document_name: r.documentName,
      transaction_id: r.transactionId,
      role: r.recipient.role as 'signer' | 'approver' | 'viewer',
      for_brokerage: r.recipient.kind === 'brokerage',
      sent_at: r.recipient.sentAt?.toISOString() ?? null,
    })),
  };
}
