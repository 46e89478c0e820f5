/**
 * The status lifecycle as data. Only the transitions listed here are allowed; the server refuses
 * everything else. Decisions: docs/decisions/0021-transaction-lifecycle.md.
 */

export const TRANSACTION_STATUSES = [
  'draft',
  'active',
  'under_contract',
  'closed',
  'cancelled',
  'withdrawn',
  'expired',
] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const OPEN_STATUSES = [
  'draft',
  'active',
  'under_contract',
] as const satisfies readonly TransactionStatus[];
export const TERMINAL_STATUSES = [
  'closed',
  'cancelled',
  'withdrawn',
  'expired',
] as const satisfies readonly TransactionStatus[];

export function isOpenStatus(status: TransactionStatus): boolean {
  return (OPEN_STATUSES as readonly TransactionStatus[]).includes(status);
}

/**
 * advance: forward along the pipeline. fallback: a contract fell through, back on the market.
 * terminate: an open deal ends without closing. reopen: a broker brings an ended deal back.
 */
export type TransitionKind = 'advance' | 'fallback' | 'terminate' | 'reopen';

export interface TransitionRule {
  from: TransactionStatus;
  to: TransactionStatus;
  kind: TransitionKind;
  /** Only someone with broker authority (see hasBrokerAuthority) may make it. */
  brokerOnly: boolean;
  /** A reason must be given. */
  reasonRequired: boolean;
  /** Every required checklist item must be approved first, unless a broker overrides with a reason. */
  checklistGate: boolean;
}

const rule = (
  from: TransactionStatus,
  to: TransactionStatus,
  kind: TransitionKind,
  extra: Partial<TransitionRule> = {},
): TransitionRule => ({
  from,
  to,
  kind,
  brokerOnly: kind === 'reopen',
  reasonRequired: kind === 'reopen' || to === 'cancelled' || to === 'withdrawn',
  checklistGate: false,
  ...extra,
});

export const TRANSITIONS: readonly TransitionRule[] = Object.freeze([
  rule('draft', 'active', 'advance'),
  rule('active', 'under_contract', 'advance'),
  rule('under_contract', 'closed', 'advance', { checklistGate: true }),
  rule('under_contract', 'active', 'fallback', { reasonRequired: true }),
  ...OPEN_STATUSES.flatMap((from) => [
    rule(from, 'cancelled', 'terminate'),
    rule(from, 'withdrawn', 'terminate'),
    rule(from, 'expired', 'terminate'),
  ]),
  ...TERMINAL_STATUSES.flatMap((from) => [
    rule(from, 'active', 'reopen'),
    rule(from, 'under_contract', 'reopen'),
  ]),
]);

export function findTransition(from: TransactionStatus, to: TransactionStatus): TransitionRule | null {
  return TRANSITIONS.find((t) => t.from === from && t.to === to) ?? null;
}

/** The statuses reachable from `from`, in lifecycle order (for the web's action menu). */
export function nextStatuses(from: TransactionStatus): TransactionStatus[] {
  return TRANSACTION_STATUSES.filter((to) => findTransition(from, to) !== null);
}

export const STATUS_LABELS: Readonly<Record<TransactionStatus, string>> = {
  draft: 'Draft',
  active: 'Active',
  under_contract: 'Under contract',
  closed: 'Closed',
  cancelled: 'Cancelled',
  withdrawn: 'Withdrawn',
  expired: 'Expired',
};
