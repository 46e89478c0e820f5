import type { CreateOwnerInput } from '@threshold/domain/rentals/rental-owner.contract';
import type {
  CreateRentalPropertyInput,
  CreateUnitInput,
  ListRentalPropertiesQuery,
  SetPropertyOwnersInput,
  UpdateUnitInput,
} from '@threshold/domain/rentals/rental-property.contract';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Actor } from '../../platform/authz/actor';
import type { Db, DbOrTx } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { decodeTimeCursor, encodeCursor } from '../../platform/db/keyset-cursor';
import { AppError, notFound } from '../../platform/http/errors';
import { staleVersion } from '../../platform/http/versioning';
import { getPropertyInOrganization } from '../listings/properties.repository';
import { findMember } from '../organizations/organization-people.repository';
import { latestChangeOf } from '../../platform/audit/audit-latest.repository';
import {
  findContactsInOrganization,
  findOwners,
  findOwnersByIds,
  insertOwner,
} from './rental-owners.repository';
import {
  findOwnerShares,
  findRentalPropertyByPropertyId,
  findRentalPropertyPage,
  findUnits,
  getUnitRow,
  insertRentalProperty,
  insertUnit,
  replaceOwnerShares,
  updateUnit,
} from './rental-properties.repository';
import {
  canSeeFees,
  loadRentalProperty,
  loadRentalPropertyForWrite,
  requireOrganization,
} from './rentals-access';
import { toRentalPropertyDto, toUnitDto } from './rentals.dto';
import { rentalPropertyScope, staffPropertyScope } from './rentals-scope.repository';

const CURSOR_TAG = 'rental-properties';

export async function listRentalProperties(db: Db, actor: Actor, query: ListRentalPropertiesQuery) {
  const after = query.cursor ? decodeTimeCursor(query.cursor, CURSOR_TAG) : null;
  const { rows, next } = await findRentalPropertyPage(db, rentalPropertyScope(actor), query.limit, after);
  const shares = await findOwnerShares(
    db,
    rows.map((r) => r.id),
  );
  return {
    items: rows.map((r) =>
      toRentalPropertyDto(
        r,
        shares.filter((s) => s.rentalPropertyId === r.id),
      ),
    ),
    nextCursor: next ? encodeCursor([CURSOR_TAG, next.at, next.id]) : null,
  };
}

export async function getRentalProperty(db: Db, actor: Actor, id: string) {
  const row = await loadRentalProperty(db, actor, id);
  const [shares, units] = await Promise.all([findOwnerShares(db, [id]), findUnits(db, id)]);
  return { ...toRentalPropertyDto(row, shares), units: units.map(toUnitDto) };
}

export async function createRentalProperty(
  db: Db,
  actor: Actor,
  input: CreateRentalPropertyInput,
  requestId?: string,
) {
  const organizationId = requireOrganization(actor);
  return db.transaction(async (tx) => {
    const property = await getPropertyInOrganization(tx, input.property_id, organizationId);
    if (!property)
      throw new AppError('VALIDATION_FAILED', 'Choose a property of your organization', {
        property_id: 'Not a property of your organization',
      });
    if (await findRentalPropertyByPropertyId(tx, property.id))
      throw new AppError('CONFLICT', 'This property is already under rental management');
    const managerId = input.manager_id ?? actor.userId;
    if (managerId !== actor.userId && !(await findMember(tx, organizationId, managerId)))
      throw new AppError('VALIDATION_FAILED', 'Choose a member of your organization', {
        manager_id: 'Not a member of your organization',
      });
    const id = await insertRentalProperty(tx, { organizationId, propertyId: property.id, managerId });
    await writeAudit(tx, {
      organizationId,
      actorUserId: actor.userId,
      action: 'rental_property.create',
      entityType: 'rental_property',
      entityId: id,
      after: { property_id: property.id, manager_id: managerId },
      requestId,
    });
    return getRentalProperty(tx, actor, id);
  });
}

export async function addUnit(
  db: Db,
  actor: Actor,
  rentalPropertyId: string,
  input: CreateUnitInput,
  requestId?: string,
) {
  return db.transaction(async (tx) => {
    const property = await loadRentalPropertyForWrite(tx, actor, rentalPropertyId);
    if (await labelInUse(tx, rentalPropertyId, input.label))
      throw new AppError('VALIDATION_FAILED', 'This property already has a unit with that label', {
        label: 'Already used on this property',
      });
    const unit = await insertUnit(tx, {
      rentalPropertyId,
      label: input.label,
      beds: input.beds,
      baths: input.baths,
      squareFeet: input.square_feet,
      marketRentCents: input.market_rent_cents,
    });
    await writeAudit(tx, {
      organizationId: property.organizationId,
      actorUserId: actor.userId,
      action: 'rental_unit.create',
      entityType: 'rental_unit',
      entityId: unit.id,
      after: { label: unit.label },
      requestId,
    });
    return toUnitDto(unit);
  });
}

const UNIT_LABEL_CONSTRAINT = 'rental_units_label_uq';
const labelTaken = () =>
  new AppError('CONFLICT', 'Another unit of this property has that label', {
    label: 'Already used on this property',
  });

/** Labels are unique per property, compared without case; a unit's own label is not "in use" for it. */
async function labelInUse(tx: DbOrTx, rentalPropertyId: string, label: string, exceptUnitId?: string) {
  const units = await findUnits(tx, rentalPropertyId);
  return units.some((u) => u.id !== exceptUnitId && u.label.toLowerCase() === label.toLowerCase());
}

export async function getUnit(db: Db, actor: Actor, id: string) {
  const row = await getUnitRow(db, id, rentalPropertyScope(actor));
  if (!row) throw notFound('Unit');
  return toUnitDto(row.unit);
}

export async function editUnit(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateUnitInput,
  options: { requestId?: string; expectedVersion?: number },
) {
  return db.transaction(async (tx) => {
    const row = await getUnitRow(tx, id, staffPropertyScope(actor), { forUpdate: true });
    if (!row) throw notFound('Unit');
    if (input.status && (row.unit.status === 'occupied' || row.unit.status === 'notice'))
      throw new AppError('VALIDATION_FAILED', 'The unit’s lease sets its status', {
        status: 'The unit has a lease',
      });
    if (input.label !== undefined && (await labelInUse(tx, row.unit.rentalPropertyId, input.label, id)))
      throw labelTaken();
    const set = {
      label: input.label,
      beds: input.beds,
      baths: input.baths,
      squareFeet: input.square_feet,
      marketRentCents: input.market_rent_cents,
      status: input.status,
    };
    const ok = await updateUnit(
      tx,
      id,
      options.expectedVersion,
      Object.fromEntries(Object.entries(set).filter(([, v]) => v !== undefined)),
    ).catch((e: unknown) => {
      // Another request took the label between the check and the write.
      if (isUniqueViolation(e, UNIT_LABEL_CONSTRAINT)) throw labelTaken();
      throw e;
    });
    if (!ok) throw staleVersion(toUnitDto(row.unit), await latestChangeOf(tx, 'rental_unit', id));
    await writeAudit(tx, {
      organizationId: row.organizationId,
      actorUserId: actor.userId,
      action: 'rental_unit.update',
      entityType: 'rental_unit',
      entityId: id,
      before: toUnitDto(row.unit),
      after: input,
      requestId: options.requestId,
    });
    return getUnit(tx, actor, id);
  });
}

export async function listOwners(db: Db, actor: Actor) {
  const organizationId = actor.isSystemAdmin ? actor.organizationId : requireOrganization(actor);
  const rows = await findOwners(db, organizationId);
  return {
    items: rows.map((r) => {
      const fees = canSeeFees(actor, r.owner.organizationId, r.managerIds);
      return {
        id: r.owner.id,
        version: r.owner.version,
        contact_id: r.owner.contactId,
        name: r.name,
        has_portal_access: r.hasPortal,
        management_fee_bps: fees ? r.owner.managementFeeBps : null,
        leasing_fee_cents: fees ? r.owner.leasingFeeCents : null,
        property_count: r.propertyCount,
      };
    }),
  };
}

export async function createOwner(db: Db, actor: Actor, input: CreateOwnerInput, requestId?: string) {
  const organizationId = requireOrganization(actor);
  return db.transaction(async (tx) => {
    const [contact] = await findContactsInOrganization(tx, organizationId, [input.contact_id]);
    if (!contact)
      throw new AppError('VALIDATION_FAILED', 'Choose a contact of your organization', {
        contact_id: 'Not a contact of your organization',
      });
    const owner = await insertOwner(tx, {
      organizationId,
      contactId: contact.id,
      managementFeeBps: input.management_fee_bps,
      leasingFeeCents: input.leasing_fee_cents,
    }).catch((e: unknown) => {
      if (isUniqueViolation(e)) throw new AppError('CONFLICT', 'This contact is already an owner');
      throw e;
    });
    await writeAudit(tx, {
      organizationId,
      actorUserId: actor.userId,
      action: 'rental_owner.create',
      entityType: 'rental_owner',
      entityId: owner.id,
      after: input,
      requestId,
    });
    const fees = canSeeFees(actor, organizationId, []);
    return {
      id: owner.id,
      version: owner.version,
      contact_id: owner.contactId,
      name: contact.name,
      has_portal_access: false,
      management_fee_bps: fees ? owner.managementFeeBps : null,
      leasing_fee_cents: fees ? owner.leasingFeeCents : null,
      property_count: 0,
    };
  });
}

export async function setPropertyOwners(
  db: Db,
  actor: Actor,
  id: string,
  input: SetPropertyOwnersInput,
  options: { requestId?: string; expectedVersion?: number },
) {
  return db.transaction(async (tx) => {
    const property = await loadRentalPropertyForWrite(tx, actor, id);
    if (options.expectedVersion !== undefined && options.expectedVersion !== property.version)
      throw staleVersion(
        await getRentalProperty(tx, actor, id),
        await latestChangeOf(tx, 'rental_property', id),
      );
    const ids = input.owners.map((o) => o.owner_id);
    const found = await findOwnersByIds(tx, property.organizationId, ids);
    if (found.length !== ids.length)
      throw new AppError('VALIDATION_FAILED', 'Choose owners of your organization', {
        owners: 'Not an owner of your organization',
      });
    await replaceOwnerShares(
      tx,
      id,
      input.owners.map((o) => ({ ownerId: o.owner_id, shareBps: o.share_bps })),
    );
    await writeAudit(tx, {
      organizationId: property.organizationId,
      actorUserId: actor.userId,
      action: 'rental_property.owners',
      entityType: 'rental_property',
      entityId: id,
      after: input,
      requestId: options.requestId,
    });
    return getRentalProperty(tx, actor, id);
  });
}
