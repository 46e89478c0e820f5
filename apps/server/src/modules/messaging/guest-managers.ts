import type { Actor } from '../../platform/authz/actor';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { loadDeal, mayAssignStaff } from '../transactions/deals/transaction-access';
import type { ConversationRow } from './conversations.repository';

/**
 * Who invites and removes a deal conversation's guests (ADR 0169): the deal's agent (its owner) or a
 * broker with the deal in scope — the rule for assigning staff, since both widen who reads the deal's
 * talk. Other conversations take no guests.
 */
export async function mayManageGuests(db: DbOrTx, actor: Actor, conversation: ConversationRow): Promise<boolean> {
  if (!conversation.transactionId) return false;
  try {
    return mayAssignStaff(await loadDeal(db, actor, conversation.transactionId));
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return false;
    throw error;
  }
}
