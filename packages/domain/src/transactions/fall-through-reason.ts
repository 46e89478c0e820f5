import { z } from 'zod';
import type { TransactionStatus } from './transaction-status';

/**
 * Why a deal fell through: a reason from this fixed list (for the analytics grouping), plus the
 * transition's free-text `reason` as the note. Required when a deal moves to one of
 * FALL_THROUGH_STATUSES; cleared when a broker re-opens it. ADR 0155.
 */
export const FALL_THROUGH_STATUSES = ['cancelled', 'withdrawn'] as const satisfies readonly TransactionStatus[];

export const FALL_THROUGH_REASONS = [
  'financing',
  'inspection',
  'appraisal',
  'title',
  'buyer_changed_mind',
  'seller_changed_mind',
  'price',
  'other',
] as const;
export type FallThroughReason = (typeof FALL_THROUGH_REASONS)[number];

export const FallThroughReasonSchema = z.enum(FALL_THROUGH_REASONS);

export const FALL_THROUGH_REASON_LABELS: Record<FallThroughReason, string> = {
  financing: 'Financing fell through',
  inspection: 'Inspection issues',
  appraisal: 'Appraisal came in low',
  title: 'Title or legal problem',
  buyer_changed_mind: 'Buyer changed their mind',
  seller_changed_mind: 'Seller changed their mind',
  price: 'Could not agree on price',
  other: 'Other',
};

export function isFallThroughStatus(status: TransactionStatus): boolean {
  return (FALL_THROUGH_STATUSES as readonly TransactionStatus[]).includes(status);
}
