import { CreatePropertyInput, type PropertyDto } from '@threshold/domain/listings/create-property.contract';
import { toBuiltInput } from './form-fields';

/**
 * The property form (create and edit) as typed (strings), and its conversion to the contract. An edit
 * sends the whole property: UpdatePropertyInput takes every field CreatePropertyInput has.
 */
export interface PropertyFormValues {
  line1: string;
  line2: string;
  city: string;
  state: string;
  postal_code: string;
  parcel_number: string;
  property_type: string;
  beds: string;
  baths: string;
  square_feet: string;
  lot_square_feet: string;
  year_built: string;
  features: string;
  description: string;
}

export const PROPERTY_LABELS: Record<keyof PropertyFormValues, string> = {
  line1: 'Street address',
  line2: 'Unit',
  city: 'City',
  state: 'State',
  postal_code: 'Postal code',
  parcel_number: 'Parcel number',
  property_type: 'Property type',
  beds: 'Bedrooms',
  baths: 'Bathrooms',
  square_feet: 'Square feet',
  lot_square_feet: 'Lot (square feet)',
  year_built: 'Year built',
  features: 'Features',
  description: 'Description',
};

export const emptyPropertyForm = (): PropertyFormValues => ({
  line1: '',
  line2: '',
  city: '',
  state: '',
  postal_code: '',
  parcel_number: '',
  property_type: '',
  beds: '',
  baths: '',
  square_feet: '',
  lot_square_feet: '',
  year_built: '',
  features: '',
  description: '',
});

const shown = (v: string | number | null) => (v === null ? '' : String(v));

/** The form filled with a property as it is now (the edit screen, a conflict's "theirs"). */
export const propertyFormOf = (p: PropertyDto): PropertyFormValues => ({
  line1: p.address.line1,
  line2: shown(p.address.line2),
  city: p.address.city,
  state: p.address.state,
  postal_code: p.address.postal_code,
  parcel_number: shown(p.parcel_number),
  property_type: shown(p.property_type),
  beds: shown(p.beds),
  baths: shown(p.baths),
  square_feet: shown(p.square_feet),
  lot_square_feet: shown(p.lot_square_feet),
  year_built: shown(p.year_built),
  features: p.features.join(', '),
  description: shown(p.description),
});

const num = (v: string) => (v.trim() === '' ? null : Number(v));
const text = (v: string) => (v.trim() === '' ? null : v.trim());

/** Form field of an API/contract path ("address.line1" → "line1"). */
export const propertyFieldOf = (path: string) =>
  (path.startsWith('address.') ? path.slice(8) : path.split('.')[0]!) as keyof PropertyFormValues;

export function buildPropertyInput(v: PropertyFormValues) {
  const result = CreatePropertyInput.safeParse({
    address: {
      line1: v.line1,
      line2: text(v.line2),
      city: v.city,
      state: v.state,
      postal_code: v.postal_code,
    },
    parcel_number: text(v.parcel_number),
    property_type: text(v.property_type),
    beds: num(v.beds),
    baths: num(v.baths),
    square_feet: num(v.square_feet),
    lot_square_feet: num(v.lot_square_feet),
    year_built: num(v.year_built),
    features: v.features
      .split(',')
      .map((f) => f.trim())
      .filter(Boolean),
    description: text(v.description),
  });
  return toBuiltInput(result, propertyFieldOf);
}
