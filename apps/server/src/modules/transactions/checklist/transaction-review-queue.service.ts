import type { ReviewQueueQuery } from '@threshold/domain/transactions/get-review-queue.contract';
import type { TransactionStatus } from '@threshold/domain/transactions/transaction-status';
import type { Actor } from '../../../platform/authz/actor';
import type { Db } from '../../../platform/db/client';
import { toChecklistItemDto } from './transaction-checklist.dto';
import { findReviewQueue } from './transaction-checklist.repository';
import { decodeTimeCursor, encodeCursor } from '../../../platform/db/keyset-cursor';

/**
 * Everything waiting for this reviewer: submitted items on deals in their scope, oldest first. A
 * reviewer never sees items of deals they could not open, and not the client view's deals.
 */
export async function getReviewQueue(db: Db, actor: Actor, query: ReviewQueueQuery) {
  const after = query.cursor ? decodeTimeCursor(query.cursor, 'review') : null;
  const rows = await findReviewQueue(db, actor, query.limit, after, query.transaction_id);
  const page = rows.slice(0, query.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      ...toChecklistItemDto(r),
      transaction: {
        id: r.transactionId,
        title: r.dealTitle,
        status: r.dealStatus as TransactionStatus,
        owner: { id: r.ownerId, first_name: r.ownerFirstName, last_name: r.ownerLastName },
      },
    })),
    nextCursor: rows.length > query.limit && last ? encodeCursor(['review', last.sortAt, last.id]) : null,
  };
}
