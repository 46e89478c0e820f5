import { and, eq, inArray, min, or, sql, type SQL } from 'drizzle-orm';
import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { envelopeRecipients, envelopes } from '../envelopes/envelopes.schema';
import { documents } from './documents.schema';

/**
 * Envelope recipients whose turn it is and who are the caller: in person, or — for those with
 * delegatedSigningAuthority — the brokerage of their organization (ADR 0162). The one rule behind
 * the envelopes' "waiting for me", the documents list's `waiting=me` and its `signature` reason.
 */
export function signatureTurnOf(actor: Actor): SQL {
  const mine = eq(envelopeRecipients.userId, actor.userId);
  const brokerage =
    actor.permissions.has('sign:delegated') && actor.organizationId
      ? and(eq(envelopeRecipients.kind, 'brokerage'), eq(envelopes.organizationId, actor.organizationId))
      : undefined;
  return and(
    eq(envelopeRecipients.status, 'sent'),
    eq(envelopes.status, 'sent'),
    brokerage ? or(mine, brokerage) : mine,
  )!;
}

/** Documents with a signature waiting on the caller (the list's `waiting=me`, with approvals). */
export const signatureWaitsOnCaller = (actor: Actor): SQL =>
  sql`exists (select 1 from ${envelopeRecipients} join ${envelopes} on ${envelopes.id} = ${envelopeRecipients.envelopeId} where ${envelopes.documentId} = ${documents.id} and ${signatureTurnOf(actor)})`;

/** For a page of documents: since when each waits for the caller's signature. */
export async function signatureWaitsSince(db: DbOrTx, actor: Actor, documentIds: string[]) {
  if (documentIds.length === 0) return new Map<string, Date>();
  const rows = await db
    .select({ documentId: envelopes.documentId, since: min(envelopeRecipients.sentAt) })
    .from(envelopeRecipients)
    .innerJoin(envelopes, eq(envelopes.id, envelopeRecipients.envelopeId))
    .where(and(inArray(envelopes.documentId, documentIds), signatureTurnOf(actor)))
    .groupBy(envelopes.documentId);
  return new Map(rows.map((r) => [r.documentId, new Date(r.since ?? Date.now())]));
}
