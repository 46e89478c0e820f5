import { ROLES, type RoleGroup } from '@threshold/domain/roles';
import { hasBrokerAuthority } from '@threshold/domain/transactions/broker-authority';
import type { Actor } from '../../../platform/authz/actor';
import type { DbOrTx } from '../../../platform/db/client';
import { AppError, notFound } from '../../../platform/http/errors';
import { getTransactionRow, type TransactionRow } from './transactions.repository';

/** What one caller may do on one deal. Computed in one place; routes and DTOs read it. */
export interface DealAccess {
  row: TransactionRow;
  isOwner: boolean;
  /** Read-only view: a client who does not own the deal, or someone outside the deal's organization. */
  clientView: boolean;
  canEdit: boolean;
  editsNeedApproval: boolean;
  canReview: boolean;
  canSeeFinancials: boolean;
  canSeeNotes: boolean;
  brokerAuthority: boolean;
}

/** Deal fields that hold commission figures: dropped from whatever a caller without the right gets. */
export const FINANCIAL_FIELDS: ReadonlySet<string> = new Set(['commission']);

/** Role groups whose members see the figures of the deals they own (never clients: spec §6). */
const OWNER_GROUPS_WITH_FIGURES: ReadonlySet<RoleGroup> = new Set(['agent', 'management']);

/** Whether the caller sees commission figures on any deal: every deal's, or the deals they own. */
export function seesAnyFinancials(actor: Actor): boolean {
  return (
    actor.isSystemAdmin ||
    actor.permissions.has('read:transaction_financials') ||
    OWNER_GROUPS_WITH_FIGURES.has(ROLES[actor.role].group)
  );
}

/**
 * THE rule for commission figures (plan, splits, fees, net figures; ARCHITECTURE §4, spec §6):
 * system admins; managing_broker and brokerage_admin (read:transaction_financials) of the deal's
 * organization; and the deal's owner only while their role there is in the agent or management
 * group — a client-role owner (an investor's or landlord's own deal) never. Detail, list, export,
 * timeline and approval queue all ask this.
 */
export function canSeeFinancials(
  actor: Actor,
  row: Pick<TransactionRow, 'ownerId' | 'organizationId'>,
): boolean {
  if (actor.isSystemAdmin) return true;
  if (actor.organizationId !== row.organizationId) return false;
  if (actor.permissions.has('read:transaction_financials')) return true;
  return row.ownerId === actor.userId && OWNER_GROUPS_WITH_FIGURES.has(ROLES[actor.role].group);
}

export function accessFor(actor: Actor, row: TransactionRow): DealAccess {
  const isOwner = row.ownerId === actor.userId;
  const sameOrganization = actor.isSystemAdmin || actor.organizationId === row.organizationId;
  const clientView =
    !actor.isSystemAdmin && (!sameOrganization || (ROLES[actor.role].group === 'client' && !isOwner));
  const canEdit = !clientView && actor.permissions.has('update:transactions');
  return {
    row,
    isOwner,
    clientView,
    canEdit,
    editsNeedApproval: canEdit && !actor.isSystemAdmin && actor.capabilities.needsSupervisorApproval,
    canReview: !clientView && actor.permissions.has('approve:documents'),
    canSeeFinancials: canSeeFinancials(actor, row),
    canSeeNotes: !clientView,
    brokerAuthority: sameOrganization && hasBrokerAuthority(actor.role, actor.isSystemAdmin),
  };
}

/** The deal if it is in the caller's scope; otherwise 404 (no existence leak). */
export async function loadDeal(
  db: DbOrTx,
  actor: Actor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<DealAccess> {
  const row = await getTransactionRow(db, id, { ...options, visibleTo: actor });
  if (!row) throw notFound('Transaction');
  return accessFor(actor, row);
}

export function assertCanEdit(access: DealAccess): void {
  if (!access.canEdit) throw new AppError('FORBIDDEN', 'You can view this deal but not change it');
}

/** Assigning staff widens who can see the deal: its owner or a broker. */
export const mayAssignStaff = (access: DealAccess): boolean =>
  access.canEdit && (access.isOwner || access.brokerAuthority);

/** Making a required checklist item optional, or removing it, would get round the closing gate: brokers. */
export const mayRelaxChecklist = (access: DealAccess): boolean => access.canEdit && access.brokerAuthority;

export function assertCanSeeNotes(access: DealAccess): void {
  if (!access.canSeeNotes) throw new AppError('FORBIDDEN', 'Internal notes are not shared with clients');
}

export function assertCanReview(access: DealAccess): void {
  if (!access.canReview) throw new AppError('FORBIDDEN', 'You do not review checklists on this deal');
}

/** Organization-wide settings (checklist templates, key-date sets) belong to the caller's organization. */
export function requireOrganization(actor: Actor): string {
  if (!actor.organizationId) throw new AppError('FORBIDDEN', 'Join an organization first');
  return actor.organizationId;
}
