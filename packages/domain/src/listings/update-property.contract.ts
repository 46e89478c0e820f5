import { z } from 'zod';
import { AddressInput } from '../transactions/transaction-common.contract';
import { PropertyDto, PropertyFacts } from './create-property.contract';
import { Features } from './listing-common.contract';

const change = <T extends z.ZodType>(schema: T) => schema.nullable().optional();

/**
 * Changes to a property (PATCH, versioned). Fields left out stay as they are; null clears an optional
 * fact; the address is sent whole.
 */
export const UpdatePropertyInput = z
  .strictObject({
    address: AddressInput.optional(),
    parcel_number: change(PropertyFacts.parcel_number),
    property_type: change(PropertyFacts.property_type),
    beds: change(PropertyFacts.beds),
    baths: change(PropertyFacts.baths),
    square_feet: change(PropertyFacts.square_feet),
    lot_square_feet: change(PropertyFacts.lot_square_feet),
    year_built: change(PropertyFacts.year_built),
    features: Features.optional(),
    description: change(PropertyFacts.description),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: 'Nothing to change',
    path: ['_'],
  });
export type UpdatePropertyInput = z.infer<typeof UpdatePropertyInput>;

export const UpdatePropertyOutput = PropertyDto;
