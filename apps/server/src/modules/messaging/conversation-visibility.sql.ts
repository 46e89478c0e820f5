import { sql, type SQL } from 'drizzle-orm';
import {
  transactionAssignments,
  transactionParticipants,
  transactions,
} from '../transactions/transactions.schema';
import { conversationMembers, conversations } from './messaging.schema';

/**
 * THE rule for who is in a conversation (ADR 0119), as a set of conversation ids for `in (…)`:
 * direct and group conversations by their member rows; a deal's conversation by the deal's people
 * with an account — its owner, its participants (clients included) and its assigned staff. Nobody
 * else, whatever their deal scope: a broker reads a deal's thread by being on the deal.
 */
export function conversationsOf(userId: string): SQL {
  return sql`select ${conversationMembers.conversationId} from ${conversationMembers} where ${conversationMembers.userId} = ${userId}
    union all select c.id from ${conversations} c join ${transactions} t on t.id = c.transaction_id where t.owner_id = ${userId}
    union all select c.id from ${conversations} c join ${transactionParticipants} p on p.transaction_id = c.transaction_id where p.user_id = ${userId}
    union all select c.id from ${conversations} c join ${transactionAssignments} a on a.transaction_id = c.transaction_id where a.user_id = ${userId}`;
}

/** The user ids in each of the given conversations (members, or the deal's people with accounts). */
export function membersOf(conversationIds: SQL): SQL {
  return sql`select m.conversation_id, m.user_id from ${conversationMembers} m where m.conversation_id in (${conversationIds})
    union select c.id, t.owner_id from ${conversations} c join ${transactions} t on t.id = c.transaction_id where c.id in (${conversationIds})
    union select c.id, p.user_id from ${conversations} c join ${transactionParticipants} p on p.transaction_id = c.transaction_id where c.id in (${conversationIds}) and p.user_id is not null
    union select c.id, a.user_id from ${conversations} c join ${transactionAssignments} a on a.transaction_id = c.transaction_id where c.id in (${conversationIds})`;
}
