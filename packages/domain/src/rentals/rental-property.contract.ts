import { z } from 'zod';
import {
  AddressDto,
  Bps,
  Cents,
  Cursor,
  PageLimit,
  Text,
  UserId,
  Uuid,
} from '../transactions/transaction-common.contract';
import { UNIT_STATUSES } from './rental-enums';

export const UnitStatusSchema = z.enum(UNIT_STATUSES);

/** Put a property of the organization (listings area) under rental management. */
export const CreateRentalPropertyInput = z.strictObject({
  property_id: Uuid('property'),
  /** The staff member who manages it; default the caller. */
  manager_id: UserId.optional(),
});
export type CreateRentalPropertyInput = z.infer<typeof CreateRentalPropertyInput>;

export const RentalPropertyIdParams = z.strictObject({ id: Uuid('rental property') });

export const RentalUnitDto = z.object({
  id: z.uuid(),
  version: z.number().int(),
  rental_property_id: z.uuid(),
  label: z.string(),
  beds: z.number().int().nullable(),
  baths: z.number().nullable(),
  square_feet: z.number().int().nullable(),
  market_rent_cents: z.number().int(),
  status: UnitStatusSchema,
});
export type RentalUnitDto = z.infer<typeof RentalUnitDto>;

export const PropertyOwnerShareDto = z.object({
  owner_id: z.uuid(),
  name: z.string(),
  share_bps: z.number().int(),
});

export const RentalPropertyDto = z.object({
  id: z.uuid(),
  version: z.number().int(),
  property_id: z.uuid(),
  address: AddressDto,
  manager: z.object({ id: z.string(), name: z.string() }),
  unit_count: z.number().int(),
  occupied_count: z.number().int(),
  owners: z.array(PropertyOwnerShareDto),
  created_at: z.iso.datetime(),
});
export type RentalPropertyDto = z.infer<typeof RentalPropertyDto>;

export const RentalPropertyDetailDto = RentalPropertyDto.extend({ units: z.array(RentalUnitDto) });
export type RentalPropertyDetailDto = z.infer<typeof RentalPropertyDetailDto>;

export const ListRentalPropertiesQuery = z.strictObject({ limit: PageLimit, cursor: Cursor.optional() });
export type ListRentalPropertiesQuery = z.infer<typeof ListRentalPropertiesQuery>;
export const RentalPropertyPage = z.object({
  items: z.array(RentalPropertyDto),
  nextCursor: z.string().nullable(),
});
export type RentalPropertyPage = z.infer<typeof RentalPropertyPage>;

const unitFields = {
  label: Text(40).pipe(z.string().min(1, 'Required')),
  beds: z.int('Whole number').min(0, 'Cannot be negative').max(50, 'At most 50').nullable().default(null),
  baths: z
    .number()
    .min(0, 'Cannot be negative')
    .max(50, 'At most 50')
    .multipleOf(0.5, 'Whole or half baths')
    .nullable()
    .default(null),
  square_feet: z
    .int('Whole number')
    .min(0, 'Cannot be negative')
    .max(1_000_000, 'Too large')
    .nullable()
    .default(null),
  market_rent_cents: Cents,
};
export const CreateUnitInput = z.strictObject(unitFields);
export type CreateUnitInput = z.infer<typeof CreateUnitInput>;

/** Edit a unit; occupied and notice follow its lease, so only vacant and off market are set by hand. */
export const UpdateUnitInput = z
  .strictObject({
    label: unitFields.label.optional(),
    // Without the create defaults: a key left out stays as it is (zod applies a default to an absent key).
    beds: unitFields.beds.unwrap().optional(),
    baths: unitFields.baths.unwrap().optional(),
    square_feet: unitFields.square_feet.unwrap().optional(),
    market_rent_cents: Cents.optional(),
    status: z.enum(['vacant', 'off_market'], 'Vacant or off market (the lease sets the others)').optional(),
  })
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type UpdateUnitInput = z.infer<typeof UpdateUnitInput>;
export const UnitIdParams = z.strictObject({ id: Uuid('unit') });

/** Owners of a property with their shares (adding up to 100%). */
export const SetPropertyOwnersInput = z
  .strictObject({
    owners: z
      .array(z.strictObject({ owner_id: Uuid('owner'), share_bps: Bps.min(1, 'More than 0%') }))
      .min(1, 'At least one owner')
      .max(20),
  })
  .refine((v) => v.owners.reduce((s, o) => s + o.share_bps, 0) === 10_000, {
    message: 'Shares must add up to 100%',
    path: ['owners'],
  })
  .refine((v) => new Set(v.owners.map((o) => o.owner_id)).size === v.owners.length, {
    message: 'An owner is listed twice',
    path: ['owners'],
  });
export type SetPropertyOwnersInput = z.infer<typeof SetPropertyOwnersInput>;

export const OwnerStatementQuery = z.strictObject({
  period: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month like 2026-03')
    .optional(),
});

/**
 * A property's owner statement for one month: rent collected − the management fee − expenses. The
 * fee (and so the net) is null for staff who may not see the brokerage's fees (ADR 0111).
 */
export const OwnerStatementDto = z.object({
  rental_property_id: z.uuid(),
  period: z.string(),
  collected_cents: z.number().int(),
  management_fee_cents: z.number().int().nullable(),
  expenses: z.array(
    z.object({ description: z.string(), amount_cents: z.number().int(), expense_date: z.string() }),
  ),
  expenses_cents: z.number().int(),
  net_cents: z.number().int().nullable(),
  owners: z.array(
    z.object({
      owner_id: z.uuid(),
      name: z.string(),
      share_bps: z.number().int(),
      net_cents: z.number().int().nullable(),
    }),
  ),
});
export type OwnerStatementDto = z.infer<typeof OwnerStatementDto>;
