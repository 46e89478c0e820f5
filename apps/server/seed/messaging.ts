import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../src/platform/db/client';
import {
  ensureAllDealConversations,
  insertConversation,
} from '../src/modules/messaging/conversations.repository';
import { conversations } from '../src/modules/messaging/messaging.schema';
import { insertMessage, latestSeq, upsertReadMarker } from '../src/modules/messaging/messages.repository';
import { transactionParticipants, transactions } from '../src/modules/transactions/transactions.schema';
import type { SeededOrganization } from './organizations';

/**
 * Demo conversations: one per seeded deal (as creating a deal does), a short thread between the
 * buyer and the agent on the buyer's first deal, and a direct conversation broker ↔ realtor with an
 * unread message for the realtor. Deterministic: fixed texts, deals picked in a fixed order.
 */
export async function seedMessaging(db: DbOrTx, harborview: SeededOrganization): Promise<void> {
  await ensureAllDealConversations(db);
  const buyer = harborview.users.get('buyer')!;
  const broker = harborview.users.get('broker')!;
  const realtor = harborview.users.get('realtor')!;

  const [deal] = await db
    .select({ id: transactions.id, ownerId: transactions.ownerId })
    .from(transactions)
    .innerJoin(transactionParticipants, eq(transactionParticipants.transactionId, transactions.id))
    .where(and(eq(transactionParticipants.userId, buyer), isNotNull(transactionParticipants.userId)))
    .orderBy(asc(transactions.createdAt), asc(transactions.id))
    .limit(1);
  if (deal) {
    const [conversation] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(eq(conversations.transactionId, deal.id));
    const thread: [string, string][] = [
      [deal.ownerId, 'Welcome to the deal conversation — everyone on the deal can read this thread.'],
      [buyer, 'Thanks! When is the inspection scheduled?'],
      [deal.ownerId, 'Thursday at 9:00. I will share the report here as soon as it arrives.'],
    ];
    for (const [authorId, body] of thread) {
      await insertMessage(db, { conversationId: conversation!.id, authorId, body, mentions: [] });
    }
  }

  const direct = await insertConversation(
    db,
    {
      kind: 'direct',
      organizationId: harborview.id,
      title: null,
      directKey: [broker, realtor].sort().join(':'),
      createdBy: broker,
    },
    [broker, realtor],
  );
  if (direct) {
    await insertMessage(db, {
      conversationId: direct,
      authorId: realtor,
      body: 'Can you review the Harbor Ave offer today?',
      mentions: [],
    });
    await insertMessage(db, {
      conversationId: direct,
      authorId: broker,
      body: 'Yes — send it over after lunch.',
      mentions: [],
    });
    await upsertReadMarker(db, direct, broker, await latestSeq(db, direct));
  }
}
