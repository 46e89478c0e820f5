import type { DbOrTx } from '../../platform/db/client';
import type { EventOrigin } from './envelopes-deps';
import { hashSigningToken, signingToken } from './envelope-token';
import {
  insertEvents,
  updateEnvelopeRow,
  updateRecipientRow,
  type RecipientRow,
} from './envelopes.repository';

/** Recipients who act (signers and approvers); viewers only receive the sealed copy (ADR 0162). */
export const actingRecipients = (recipients: readonly RecipientRow[]) =>
  recipients.filter((r) => r.role !== 'viewer');

/**
 * The group whose turn it is: the lowest routing order with someone still to act. Equal orders are
 * a parallel group; the next group starts only when every member of this one has finished.
 */
export function currentGroup(recipients: readonly RecipientRow[]) {
  const open = actingRecipients(recipients).filter((r) => r.status !== 'completed');
  if (open.length === 0) return null;
  const order = Math.min(...open.map((r) => r.routingOrder));
  return { order, members: open.filter((r) => r.routingOrder === order) };
}

/** A recipient may act when their group is the current one and they have not finished. */
export function turnOf(recipient: RecipientRow, recipients: readonly RecipientRow[]) {
  if (recipient.status === 'completed' || recipient.status === 'declined') return 'done' as const;
  if (recipient.role === 'viewer') return 'viewer' as const;
  const group = currentGroup(recipients);
  return group && group.order === recipient.routingOrder ? ('now' as const) : ('later' as const);
}

/**
 * A recipient's link, issued when they have none (the demo seed writes envelopes without the server
 * secret): generation 1, only its hash stored. Answers the recipient with its generation.
 */
export async function withLiveLink(tx: DbOrTx, secret: string, r: RecipientRow): Promise<RecipientRow> {
  if (r.tokenHash) return r;
  const generation = r.tokenGeneration + 1;
  const tokenHash = hashSigningToken(signingToken(secret, r.id, generation));
  await updateRecipientRow(tx, r.id, { tokenGeneration: generation, tokenHash });
  return { ...r, tokenGeneration: generation, tokenHash };
}

/** Gives every recipient their first link (generation 1; only the hash is stored). */
export async function issueTokens(tx: DbOrTx, secret: string, recipients: readonly RecipientRow[]) {
  for (const r of recipients) {
    const token = signingToken(secret, r.id, 1);
    await updateRecipientRow(tx, r.id, { tokenGeneration: 1, tokenHash: hashSigningToken(token) });
  }
}

/**
 * Moves the envelope to its next group: its members become `sent` (the caller e-mails them after the
 * commit) and a `sent` event is written for each. Answers who was sent, or null when everyone acting
 * has finished (the envelope is complete).
 */
export async function startNextGroup(
  tx: DbOrTx,
  envelopeId: string,
  recipients: readonly RecipientRow[],
  origin: EventOrigin & { actorName: string; actorEmail: string | null },
) {
  const group = currentGroup(recipients);
  if (!group) return null;
  const waiting = group.members.filter((r) => r.status === 'waiting');
  if (waiting.length === 0) return [];
  const now = new Date();
  for (const r of waiting) await updateRecipientRow(tx, r.id, { status: 'sent', sentAt: now });
  await updateEnvelopeRow(tx, envelopeId, { currentOrder: group.order });
  await insertEvents(
    tx,
    waiting.map((r) => ({
      envelopeId,
      recipientId: r.id,
      action: 'sent',
      actorName: origin.actorName,
      actorEmail: origin.actorEmail,
      ipAddress: origin.ipAddress,
      userAgent: origin.userAgent,
      detail: `To ${r.name}${r.email ? ` <${r.email}>` : ''} (routing order ${r.routingOrder})`,
      at: now,
    })),
  );
  return waiting.map((r) => ({ ...r, status: 'sent', sentAt: now }));
}
