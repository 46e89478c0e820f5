import { and, asc, eq } from 'drizzle-orm';
import type { MergeSource } from '@threshold/domain/templates/merge-fields';
import { users } from '../../platform/auth/auth.schema';
import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { dealAcceptsDocuments } from '../documents/documents-scope.sql';
import { organizations } from '../organizations/organizations.schema';
import { transactionParticipants, transactions } from '../transactions/transactions.schema';

/**
 * What a deal offers to merge (packages/domain/src/templates/merge-fields.ts), when the caller may
 * file documents on it; null otherwise (the service answers 400 on transaction_id).
 */
export async function findMergeSource(
  db: DbOrTx,
  actor: Actor,
  transactionId: string,
  today: string,
): Promise<MergeSource | null> {
  const [deal] = await db
    .select({
      deal: transactions,
      agentName: users.name,
      agentEmail: users.email,
      brokerageName: organizations.name,
    })
    .from(transactions)
    .leftJoin(users, eq(users.id, transactions.ownerId))
    .leftJoin(organizations, eq(organizations.id, transactions.organizationId))
    .where(and(eq(transactions.id, transactionId), dealAcceptsDocuments(actor, transactionId)));
  if (!deal) return null;
  const parties = await db
    .select({
      first: transactionParticipants.firstName,
      last: transactionParticipants.lastName,
      roles: transactionParticipants.roles,
    })
    .from(transactionParticipants)
    .where(eq(transactionParticipants.transactionId, transactionId))
    .orderBy(asc(transactionParticipants.createdAt));
  const d = deal.deal;
  return {
    title: d.title,
    address: {
      line1: d.addressLine1,
      line2: d.addressLine2,
      city: d.city,
      state: d.state,
      postalCode: d.postalCode,
    },
    mlsNumber: d.mlsNumber,
    listPriceCents: d.listPriceCents,
    offerPriceCents: d.offerPriceCents,
    salePriceCents: d.salePriceCents,
    earnestMoneyCents: d.earnestMoneyCents,
    closingDate: d.closingDate,
    parties: parties.map((p) => ({ name: `${p.first} ${p.last}`.trim(), roles: p.roles })),
    agent: deal.agentName ? { name: deal.agentName, email: deal.agentEmail ?? '' } : null,
    brokerageName: deal.brokerageName,
    today,
  };
}
