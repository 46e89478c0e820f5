import type { DbOrTx } from '../../platform/db/client';
import { ensureDealConversation } from './conversations.repository';

/** Registered with the transactions module by app.ts: a deal's conversation is created with it. */
export const createDealConversation = (tx: DbOrTx, deal: { id: string; organizationId: string }) =>
  ensureDealConversation(tx, deal);
