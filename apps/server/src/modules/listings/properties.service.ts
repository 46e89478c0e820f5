import type { CreatePropertyInput } from '@threshold/domain/listings/create-property.contract';
import type { ListPropertiesQuery } from '@threshold/domain/listings/list-properties.contract';
import type { UpdatePropertyInput } from '@threshold/domain/listings/update-property.contract';
import { latestChangeOf } from '../../platform/audit/audit-latest.repository';
import { writeAudit } from '../../platform/audit/audit.repository';
import type { Actor } from '../../platform/authz/actor';
import type { Db } from '../../platform/db/client';
import { decodeTimeCursor, encodeCursor } from '../../platform/db/keyset-cursor';
import { notFound } from '../../platform/http/errors';
import { staleVersion } from '../../platform/http/versioning';
import { assertCanManageListings, requireOrganization } from './listing-access';
import { toPropertyDto } from './listings.dto';
import { propertyEditScope } from './listings-scope.repository';
import {
  findPropertyPage,
  getPropertyInOrganization,
  insertProperty,
  lockPropertyForEdit,
  updatePropertyRow,
  type NewProperty,
  type PropertyPatch,
} from './properties.repository';

const CURSOR_TAG = 'properties';

/** Properties are the organization's inventory: everyone with read:properties in it sees them (ADR 0094). */
export async function listProperties(db: Db, actor: Actor, query: ListPropertiesQuery) {
  const organizationId = requireOrganization(actor);
  const after = query.cursor ? decodeTimeCursor(query.cursor, CURSOR_TAG) : null;
  const { rows, next } = await findPropertyPage(db, organizationId, query.q, query.limit, after);
  return {
    items: rows.map(toPropertyDto),
    nextCursor: next ? encodeCursor([CURSOR_TAG, next.at, next.id]) : null,
  };
}

export async function getProperty(db: Db, actor: Actor, id: string) {
  const row = await getPropertyInOrganization(
    db,
    id,
    actor.isSystemAdmin ? null : requireOrganization(actor),
  );
  if (!row) throw notFound('Property');
  return toPropertyDto(row);
}

type PropertyFacts = Omit<NewProperty, 'organizationId' | 'createdBy' | 'createdAt' | 'updatedAt'>;

/** A property's facts as columns; in a partial input, what is left out stays undefined. */
function propertyColumns(input: CreatePropertyInput): PropertyFacts;
function propertyColumns(input: UpdatePropertyInput): Partial<PropertyFacts>;
function propertyColumns(input: UpdatePropertyInput): Partial<PropertyFacts> {
  const a = input.address;
  return {
    ...(a && {
      addressLine1: a.line1,
      addressLine2: a.line2,
      city: a.city,
      state: a.state,
      postalCode: a.postal_code,
    }),
    parcelNumber: input.parcel_number,
    propertyType: input.property_type,
    beds: input.beds,
    baths: input.baths,
    squareFeet: input.square_feet,
    lotSquareFeet: input.lot_square_feet,
    yearBuilt: input.year_built,
    features: input.features,
    description: input.description,
  };
}

export async function createProperty(db: Db, actor: Actor, input: CreatePropertyInput, requestId?: string) {
  const organizationId = requireOrganization(actor);
  return db.transaction(async (tx) => {
    const now = new Date();
    const row = await insertProperty(tx, {
      organizationId,
      ...propertyColumns(input),
      createdBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    });
    const dto = toPropertyDto(row);
    await writeAudit(tx, {
      organizationId,
      actorUserId: actor.userId,
      action: 'property.create',
      entityType: 'property',
      entityId: row.id,
      after: { address: dto.address, property_type: dto.property_type },
      requestId,
    });
    return dto;
  });
}

const definedOnly = (patch: PropertyPatch): PropertyPatch =>
  Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as PropertyPatch;

/**
 * Edits a property the caller may edit (ADR 0133: organization scope, or one they added or list);
 * others answer 404. Based on `expectedVersion`: a stale one is a 409 with the property as it is now.
 */
export async function updateProperty(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdatePropertyInput,
  options: { requestId?: string; expectedVersion?: number },
) {
  assertCanManageListings(actor);
  const organizationId = actor.isSystemAdmin ? null : requireOrganization(actor);
  return db.transaction(async (tx) => {
    const row = await lockPropertyForEdit(tx, id, organizationId, propertyEditScope(actor));
    if (!row) throw notFound('Property');
    const refuseStale = async () => {
      throw staleVersion(toPropertyDto(row), await latestChangeOf(tx, 'property', id));
    };
    if (options.expectedVersion !== undefined && row.version !== options.expectedVersion) await refuseStale();
    const patch = definedOnly(propertyColumns(input));
    const updated = await updatePropertyRow(tx, row, options.expectedVersion, patch, new Date());
    if (!updated) return refuseStale();
    const before = toPropertyDto(row);
    const after = toPropertyDto(updated);
    await writeAudit(tx, {
      organizationId: row.organizationId,
      actorUserId: actor.userId,
      action: 'property.update',
      entityType: 'property',
      entityId: id,
      before: { ...before, version: undefined, updated_at: undefined },
      after: { ...after, version: undefined, updated_at: undefined },
      requestId: options.requestId,
    });
    return after;
  });
}
