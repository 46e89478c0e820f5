import type {
  CreateLeaseInput,
  ListLeasesQuery,
  TransitionLeaseInput,
  UpdateLeaseInput,
} from '@threshold/domain/rentals/lease.contract';
import {
  LEASE_TRANSITIONS,
  UNIT_STATUS_FOR_LEASE,
  type LeaseStatus,
} from '@threshold/domain/rentals/rental-enums';
import { latestChangeOf } from '../../platform/audit/audit-latest.repository';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Actor } from '../../platform/authz/actor';
import type { Db, DbOrTx } from '../../platform/db/client';
import { decodeTimeCursor, encodeCursor } from '../../platform/db/keyset-cursor';
import { AppError } from '../../platform/http/errors';
import { staleVersion } from '../../platform/http/versioning';
import {
  findLeasePage,
  findLiveLeaseOfUnit,
  findTenants,
  insertLease,
  updateLease,
  type LeaseRow,
} from './leases.repository';
import { assertLeaseSource } from './lease-sources.service';
import { findContactsInOrganization } from './rental-owners.repository';
import { getUnitRow, setUnitStatus } from './rental-properties.repository';
import { loadLease, today } from './rentals-access';
import { toLeaseDto } from './rentals.dto';
import { leaseScope, staffPropertyScope } from './rentals-scope.repository';

const CURSOR_TAG = 'leases';

async function withTenants(db: DbOrTx, rows: LeaseRow[]) {
  const tenants = await findTenants(
    db,
    rows.map((r) => r!.lease.id),
  );
  return rows.map((r) =>
    toLeaseDto(
      r!,
      tenants.filter((t) => t.leaseId === r!.lease.id),
    ),
  );
}

export async function listLeases(db: Db, actor: Actor, query: ListLeasesQuery) {
  const after = query.cursor ? decodeTimeCursor(query.cursor, CURSOR_TAG) : null;
  const { rows, next } = await findLeasePage(
    db,
    leaseScope(actor),
    { status: query.status, rentalPropertyId: query.rental_property_id, q: query.q },
    query.limit,
    after,
  );
  return {
    items: await withTenants(db, rows),
    nextCursor: next ? encodeCursor([CURSOR_TAG, next.at, next.id]) : null,
  };
}

export async function getLease(db: DbOrTx, actor: Actor, id: string) {
  const [dto] = await withTenants(db, [await loadLease(db, actor, id)]);
  return dto!;
}

export async function createLease(db: Db, actor: Actor, input: CreateLeaseInput, requestId?: string) {
  return db.transaction(async (tx) => {
    const unit = await getUnitRow(tx, input.unit_id, staffPropertyScope(actor), { forUpdate: true });
    if (!unit)
      throw new AppError('VALIDATION_FAILED', 'Choose a unit you manage', {
        unit_id: 'Not a unit you manage',
      });
    const tenants = await findContactsInOrganization(tx, unit.organizationId, input.tenant_contact_ids);
    if (tenants.length !== new Set(input.tenant_contact_ids).size)
      throw new AppError('VALIDATION_FAILED', 'Choose tenants from your contacts', {
        tenant_contact_ids: 'Not a contact of your organization',
      });
    if (input.renewal_of)
      await loadLease(tx, actor, input.renewal_of).catch(() => {
        throw new AppError('VALIDATION_FAILED', 'Choose a lease you manage', {
          renewal_of: 'Not a lease you manage',
        });
      });
    if (input.source_transaction_id) await assertLeaseSource(tx, actor, input.source_transaction_id);
    const id = await insertLease(
      tx,
      {
        organizationId: unit.organizationId,
        rentalPropertyId: unit.unit.rentalPropertyId,
        unitId: unit.unit.id,
        agentId: actor.userId,
        termKind: input.term_kind,
        startDate: input.start_date,
        endDate: input.end_date,
        rentCents: input.rent_cents,
        dueDay: input.due_day,
        depositCents: input.deposit_cents,
        recurringCharges: input.recurring_charges,
        lateFee: input.late_fee,
        renewalOf: input.renewal_of,
        sourceTransactionId: input.source_transaction_id,
        createdBy: actor.userId,
      },
      [...new Set(input.tenant_contact_ids)],
    );
    await writeAudit(tx, {
      organizationId: unit.organizationId,
      actorUserId: actor.userId,
      action: 'lease.create',
      entityType: 'lease',
      entityId: id,
      after: input,
      requestId,
    });
    return getLease(tx, actor, id);
  });
}

async function stale(tx: DbOrTx, actor: Actor, id: string): Promise<never> {
  throw staleVersion(await getLease(tx, actor, id), await latestChangeOf(tx, 'lease', id));
}

export async function editLease(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateLeaseInput,
  options: { requestId?: string; expectedVersion?: number },
) {
  return db.transaction(async (tx) => {
    const row = await loadLease(tx, actor, id, { forUpdate: true });
    if (row.lease.status !== 'draft')
      throw new AppError(
        'CONFLICT',
        'Only a draft lease’s terms can change; renew it with new terms instead',
      );
    const merged = {
      ...row.lease,
      ...Object.fromEntries(
        Object.entries({
          termKind: input.term_kind,
          startDate: input.start_date,
          endDate: input.end_date,
          rentCents: input.rent_cents,
          dueDay: input.due_day,
          depositCents: input.deposit_cents,
          recurringCharges: input.recurring_charges,
          lateFee: input.late_fee,
        }).filter(([, v]) => v !== undefined),
      ),
    };
    if (merged.termKind === 'fixed' && !merged.endDate)
      throw new AppError('VALIDATION_FAILED', 'A fixed term needs an end date', {
        end_date: 'A fixed term needs an end date',
      });
    if (merged.endDate && merged.endDate < merged.startDate)
      throw new AppError('VALIDATION_FAILED', 'The end is before the start', {
        end_date: 'Must be on or after the start date',
      });
    const { id: _id, version: _v, createdAt: _c, ...set } = merged;
    if (!(await updateLease(tx, id, options.expectedVersion, set))) return stale(tx, actor, id);
    await writeAudit(tx, {
      organizationId: row.lease.organizationId,
      actorUserId: actor.userId,
      action: 'lease.update',
      entityType: 'lease',
      entityId: id,
      after: input,
      requestId: options.requestId,
    });
    return getLease(tx, actor, id);
  });
}

/** draft → active → notice → ended; the unit's status follows (ADR 0110). */
export async function transitionLease(
  db: Db,
  actor: Actor,
  id: string,
  input: TransitionLeaseInput,
  options: { requestId?: string; expectedVersion?: number },
) {
  return db.transaction(async (tx) => {
    const row = await loadLease(tx, actor, id, { forUpdate: true });
    const from = row.lease.status as LeaseStatus;
    if (!LEASE_TRANSITIONS[from].includes(input.status))
      throw new AppError('VALIDATION_FAILED', `A ${from} lease cannot become ${input.status}`, {
        status: `Not allowed from ${from}`,
      });
    const date = input.date ?? today();
    const set: Record<string, unknown> = { status: input.status };
    if (input.status === 'active' && from === 'draft') {
      if (await findLiveLeaseOfUnit(tx, row.lease.unitId, id))
        throw new AppError('CONFLICT', 'The unit already has an active lease');
      set.moveInDate = input.date ?? row.lease.startDate;
    }
    if (input.status === 'notice') {
      if (date < row.lease.startDate)
        throw new AppError('VALIDATION_FAILED', 'The notice ends the lease before it starts', {
          date: 'On or after the start date',
        });
      set.endDate = date;
    }
    if (input.status === 'ended' && from !== 'draft') {
      set.moveOutDate = date;
      if (!row.lease.endDate || row.lease.endDate > date) set.endDate = date;
    }
    if (!(await updateLease(tx, id, options.expectedVersion, set))) return stale(tx, actor, id);
    const unitStatus =
      from === 'draft' && input.status === 'ended' ? null : UNIT_STATUS_FOR_LEASE[input.status];
    if (unitStatus) await setUnitStatus(tx, row.lease.unitId, unitStatus);
    await writeAudit(tx, {
      organizationId: row.lease.organizationId,
      actorUserId: actor.userId,
      action: 'lease.transition',
      entityType: 'lease',
      entityId: id,
      before: { status: from },
      after: set,
      requestId: options.requestId,
    });
    return getLease(tx, actor, id);
  });
}
