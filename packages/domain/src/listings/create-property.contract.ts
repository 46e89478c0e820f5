import { z } from 'zod';
import {
  AddressDto,
  AddressInput,
  PropertyTypeSchema,
  Text,
} from '../transactions/transaction-common.contract';
import { Features } from './listing-common.contract';

const nullableDefault = <T extends z.ZodType>(schema: T) =>
  schema
    .nullable()
    .optional()
    .default(null as never);

/** The facts of a property, each optional (the create and update contracts add their defaults). */
export const PropertyFacts = {
  parcel_number: Text(60),
  property_type: PropertyTypeSchema,
  beds: z.int('Whole number').min(0, 'Cannot be negative').max(100, 'At most 100'),
  baths: z
    .number()
    .min(0, 'Cannot be negative')
    .max(100, 'At most 100')
    .multipleOf(0.5, 'Whole or half baths'),
  square_feet: z.int('Whole number').min(0, 'Cannot be negative').max(10_000_000, 'Too large'),
  lot_square_feet: z.int('Whole number').min(0, 'Cannot be negative').max(1_000_000_000, 'Too large'),
  year_built: z.int('Whole number').min(1600, 'From 1600').max(2100, 'Until 2100'),
  description: Text(5000),
};

/** A property (the place); its listings come and go over time. */
export const CreatePropertyInput = z.strictObject({
  address: AddressInput,
  parcel_number: nullableDefault(PropertyFacts.parcel_number),
  property_type: nullableDefault(PropertyFacts.property_type),
  beds: nullableDefault(PropertyFacts.beds),
  baths: nullableDefault(PropertyFacts.baths),
  square_feet: nullableDefault(PropertyFacts.square_feet),
  lot_square_feet: nullableDefault(PropertyFacts.lot_square_feet),
  year_built: nullableDefault(PropertyFacts.year_built),
  features: Features.default([]),
  description: nullableDefault(PropertyFacts.description),
});
export type CreatePropertyInput = z.infer<typeof CreatePropertyInput>;

export const PropertyDto = z.object({
  id: z.uuid(),
  version: z.number().int(),
  organization_id: z.uuid(),
  address: AddressDto,
  parcel_number: z.string().nullable(),
  property_type: PropertyTypeSchema.nullable(),
  beds: z.number().int().nullable(),
  baths: z.number().nullable(),
  square_feet: z.number().int().nullable(),
  lot_square_feet: z.number().int().nullable(),
  year_built: z.number().int().nullable(),
  features: z.array(z.string()),
  description: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type PropertyDto = z.infer<typeof PropertyDto>;

export const PropertyIdParams = z.strictObject({ id: z.uuid('Must be a property id') });
