import type {
  ChecklistExceptionPage,
  ClosingSoonPage,
  ComplianceListQuery,
  LicenceExpirationPage,
  MissedDeadlinePage,
  UnsignedDocumentPage,
  UnsupervisedMemberPage,
} from '@threshold/domain/compliance/compliance-exceptions.contract';
import { CLOSING_SOON_DAYS } from '@threshold/domain/compliance/compliance-exceptions.contract';
import { LICENCE_WARNING_DAYS } from '@threshold/domain/organizations/list-members.contract';
import { ROLE_KEYS, ROLES, type RoleKey } from '@threshold/domain/roles';
import type { TransactionStatus } from '@threshold/domain/transactions/transaction-status';
import { addCalendarDays, daysBetween } from '@threshold/domain/transactions/business-days';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { licenceWarning } from '../organizations/organization-members.dto';
import { today } from '../transactions/schedule/transaction-dates-engine';
import {
  findChecklistExceptions,
  findClosingSoonWithOpenItems,
  findMissedDeadlines,
  findUnsignedPastDue,
  type ComplianceDealRow,
} from './compliance-deals.repository';
import {
  findLicenceExpirations,
  findUnsupervisedMembers,
  type ComplianceMemberRow,
} from './compliance-members.repository';

/** Roles that need a supervisor's approval (spec §6): each such member should have a supervisor. */
const SUPERVISED_ROLES = ROLE_KEYS.filter((key) => ROLES[key].capabilities.needsSupervisorApproval);

const totalOf = (rows: { total: number }[]) => rows[0]?.total ?? 0;

const toDeal = (r: ComplianceDealRow) => ({
  id: r.id,
  title: r.title,
  status: r.status as TransactionStatus,
  closing_date: r.closingDate,
  owner: { id: r.ownerId, first_name: r.ownerFirstName, last_name: r.ownerLastName },
});

const toMember = (r: ComplianceMemberRow) => ({
  id: r.userId,
  first_name: r.firstName,
  last_name: r.lastName,
  role: r.roleKey as RoleKey,
});

export async function listChecklistExceptions(
  db: Db,
  actor: Actor,
  { limit }: ComplianceListQuery,
): Promise<ChecklistExceptionPage> {
  const rows = await findChecklistExceptions(db, actor, today(), limit);
  return {
    items: rows.map((r) => ({
      transaction: toDeal(r),
      missing_items: r.missingItems,
      returned_items: r.returnedItems,
    })),
    total: totalOf(rows),
  };
}

export async function listClosingSoon(
  db: Db,
  actor: Actor,
  { limit }: ComplianceListQuery,
): Promise<ClosingSoonPage> {
  const now = today();
  const rows = await findClosingSoonWithOpenItems(
    db,
    actor,
    now,
    addCalendarDays(now, CLOSING_SOON_DAYS),
    limit,
  );
  return {
    items: rows.map((r) => ({ transaction: toDeal(r), open_items: r.openItems })),
    total: totalOf(rows),
  };
}

export async function listMissedDeadlines(
  db: Db,
  actor: Actor,
  { limit }: ComplianceListQuery,
): Promise<MissedDeadlinePage> {
  const now = today();
  const rows = await findMissedDeadlines(db, actor, now, limit);
  return {
    items: rows.map((r) => ({
      id: r.dateId,
      transaction: toDeal(r),
      label: r.label,
      date: r.date,
      days_overdue: daysBetween(r.date, now),
    })),
    total: totalOf(rows),
  };
}

export async function listUnsignedDocuments(
  db: Db,
  actor: Actor,
  { limit }: ComplianceListQuery,
): Promise<UnsignedDocumentPage> {
  const now = today();
  const rows = await findUnsignedPastDue(db, actor, now, limit);
  return {
    items: rows.map((r) => ({
      id: r.envelopeId,
      transaction: toDeal(r),
      document_id: r.documentId,
      title: r.envelopeTitle,
      status: r.envelopeStatus as 'sent' | 'expired',
      due_on: r.dueOn,
      reason: r.reason,
      days_overdue: daysBetween(r.dueOn, now),
    })),
    total: totalOf(rows),
  };
}

export async function listLicenceExpirations(
  db: Db,
  actor: Actor,
  { limit }: ComplianceListQuery,
): Promise<LicenceExpirationPage> {
  if (!actor.organizationId) return { items: [], total: 0 };
  const now = today();
  const until = addCalendarDays(now, LICENCE_WARNING_DAYS);
  const rows = await findLicenceExpirations(db, actor, actor.organizationId, until, limit);
  return {
    items: rows.map((r) => ({
      member: toMember(r),
      licence_number: r.licenceNumber,
      licence_state: r.licenceState,
      expires_on: r.licenceExpiresOn!,
      warning: licenceWarning(r.licenceExpiresOn) ?? 'expiring',
    })),
    total: totalOf(rows),
  };
}

export async function listUnsupervisedMembers(
  db: Db,
  actor: Actor,
  { limit }: ComplianceListQuery,
): Promise<UnsupervisedMemberPage> {
  if (!actor.organizationId) return { items: [], total: 0 };
  const rows = await findUnsupervisedMembers(db, actor, actor.organizationId, SUPERVISED_ROLES, limit);
  return { items: rows.map((r) => ({ member: toMember(r) })), total: totalOf(rows) };
}
