import {
  MAINTENANCE_TRANSITIONS,
  type CreateMaintenanceInput,
  type MaintenanceDto,
  type UpdateMaintenanceInput,
} from '@threshold/domain/rentals/maintenance.contract';
import type {
  MaintenanceCategory,
  MaintenancePriority,
  MaintenanceStatus,
} from '@threshold/domain/rentals/rental-enums';
import { latestChangeOf } from '../../platform/audit/audit-latest.repository';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Actor } from '../../platform/authz/actor';
import type { Db, DbOrTx } from '../../platform/db/client';
import { AppError, notFound } from '../../platform/http/errors';
import { staleVersion } from '../../platform/http/versioning';
import { findMember } from '../organizations/organization-people.repository';
import { getLeaseRow } from './leases.repository';
import {
  findMaintenance,
  getMaintenanceRow,
  insertMaintenance,
  insertOwnerExpense,
  updateMaintenance,
  type MaintenanceRow,
} from './maintenance.repository';
import { findContactsInOrganization } from './rental-owners.repository';
import { getUnitRow } from './rental-properties.repository';
import { today } from './rentals-access';
import {
  isRentalsStaff,
  leaseScope,
  maintenanceScope,
  staffPropertyScope,
  tenantLeaseScope,
} from './rentals-scope.repository';

function toDto(row: MaintenanceRow, staffView: boolean): MaintenanceDto {
  const m = row.request;
  return {
    id: m.id,
    version: m.version,
    rental_property_id: m.rentalPropertyId,
    property_address: row.propertyAddress,
    unit_label: row.unitLabel,
    lease_id: m.leaseId,
    category: m.category as MaintenanceCategory,
    priority: m.priority as MaintenancePriority,
    description: m.description,
    permission_to_enter: m.permissionToEnter,
    status: m.status as MaintenanceStatus,
    assignee_user_id: m.assigneeUserId,
    vendor_contact_id: m.vendorContactId,
    scheduled_for: m.scheduledFor?.toISOString() ?? null,
    notes: staffView ? m.notes : null,
    cost_cents: staffView ? m.costCents : null,
    allowed_next_statuses: [...MAINTENANCE_TRANSITIONS[m.status as MaintenanceStatus]],
    created_at: m.createdAt.toISOString(),
  };
}

export async function listMaintenance(
  db: Db,
  actor: Actor,
  query: { status?: MaintenanceStatus; open?: 'true' | 'false' },
) {
  const rows = await findMaintenance(db, maintenanceScope(actor), {
    status: query.status,
    open: query.open === 'true',
  });
  return { items: rows.map((r) => toDto(r, isRentalsStaff(actor))) };
}

export async function getMaintenance(db: DbOrTx, actor: Actor, id: string) {
  const row = await getMaintenanceRow(db, id, maintenanceScope(actor));
  if (!row) throw notFound('Maintenance request');
  return toDto(row, isRentalsStaff(actor));
}

/** Staff file requests on units they manage; a renter on their own lease (its unit). */
export async function createMaintenance(
  db: Db,
  actor: Actor,
  input: CreateMaintenanceInput,
  requestId?: string,
) {
  const staff = actor.permissions.has('manage:properties');
  return db.transaction(async (tx) => {
    let unitId = input.unit_id ?? null;
    let leaseId = input.lease_id ?? null;
    let place: { organizationId: string; rentalPropertyId: string };
    if (leaseId) {
      const lease = await getLeaseRow(tx, leaseId, staff ? leaseScope(actor) : tenantLeaseScope(actor));
      if (!lease)
        throw new AppError('VALIDATION_FAILED', 'Choose one of your leases', {
          lease_id: 'Not one of your leases',
        });
      unitId = lease.lease.unitId;
      place = { organizationId: lease.lease.organizationId, rentalPropertyId: lease.lease.rentalPropertyId };
    } else {
      const unit = staff ? await getUnitRow(tx, unitId!, staffPropertyScope(actor)) : null;
      if (!unit)
        throw new AppError('VALIDATION_FAILED', 'Choose a unit you manage', {
          unit_id: 'Not a unit you manage',
        });
      place = { organizationId: unit.organizationId, rentalPropertyId: unit.unit.rentalPropertyId };
      leaseId = null;
    }
    const id = await insertMaintenance(tx, {
      ...place,
      unitId,
      leaseId,
      requestedBy: actor.userId,
      category: input.category,
      priority: input.priority,
      description: input.description,
      permissionToEnter: input.permission_to_enter,
    });
    await writeAudit(tx, {
      organizationId: place.organizationId,
      actorUserId: actor.userId,
      action: 'maintenance.create',
      entityType: 'maintenance_request',
      entityId: id,
      after: input,
      requestId,
    });
    return getMaintenance(tx, actor, id);
  });
}

/** Staff move a request on; done with a cost posts the cost once as an owner expense (ADR 0112). */
export async function updateMaintenanceRequest(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateMaintenanceInput,
  options: { requestId?: string; expectedVersion?: number },
) {
  return db.transaction(async (tx) => {
    const row = await getMaintenanceRow(tx, id, staffPropertyScope(actor), { forUpdate: true });
    if (!row) throw notFound('Maintenance request');
    const m = row.request;
    const from = m.status as MaintenanceStatus;
    if (input.status && input.status !== from && !MAINTENANCE_TRANSITIONS[from].includes(input.status))
      throw new AppError('VALIDATION_FAILED', `A ${from} request cannot become ${input.status}`, {
        status: `Not allowed from ${from}`,
      });
    if (input.assignee_user_id && !(await findMember(tx, m.organizationId, input.assignee_user_id)))
      throw new AppError('VALIDATION_FAILED', 'Choose a member of your organization', {
        assignee_user_id: 'Not a member of your organization',
      });
    if (
      input.vendor_contact_id &&
      (await findContactsInOrganization(tx, m.organizationId, [input.vendor_contact_id])).length === 0
    )
      throw new AppError('VALIDATION_FAILED', 'Choose a vendor from your contacts', {
        vendor_contact_id: 'Not a contact of your organization',
      });
    const set = Object.fromEntries(
      Object.entries({
        status: input.status,
        assigneeUserId: input.assignee_user_id,
        vendorContactId: input.vendor_contact_id,
        scheduledFor:
          input.scheduled_for === undefined
            ? undefined
            : input.scheduled_for === null
              ? null
              : new Date(input.scheduled_for),
        priority: input.priority,
        notes: input.notes,
        costCents: input.cost_cents,
      }).filter(([, v]) => v !== undefined),
    );
    if (!(await updateMaintenance(tx, id, options.expectedVersion, set)))
      throw staleVersion(toDto(row, true), await latestChangeOf(tx, 'maintenance_request', id));
    const cost = input.cost_cents !== undefined ? input.cost_cents : m.costCents;
    const status = input.status ?? from;
    if (status === 'done' && cost && cost > 0)
      await insertOwnerExpense(tx, {
        organizationId: m.organizationId,
        rentalPropertyId: m.rentalPropertyId,
        maintenanceRequestId: id,
        description: `Maintenance (${m.category}): ${m.description.slice(0, 80)}`,
        amountCents: cost,
        expenseDate: today(),
        createdBy: actor.userId,
      });
    await writeAudit(tx, {
      organizationId: m.organizationId,
      actorUserId: actor.userId,
      action: 'maintenance.update',
      entityType: 'maintenance_request',
      entityId: id,
      before: { status: from },
      after: input,
      requestId: options.requestId,
    });
    return getMaintenance(tx, actor, id);
  });
}
