import { CreatePropertyInput } from '@threshold/domain/listings/create-property.contract';
import { issuesToFields } from './form-fields';

/** The CreateProperty form as typed (strings), and its conversion to the contract. */
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

const num = (v: string) => (v.trim() === '' ? null : Number(v));
const text = (v: string) => (v.trim() === '' ? null : v.trim());

/** Form field of an API/contract path ("address.line1" → "line1"). */
export const propertyFieldOf = (path: string) =>
  path.startsWith('address.') ? path.slice(8) : path.split('.')[0]!;

export function buildPropertyInput(
  v: PropertyFormValues,
): { ok: true; input: CreatePropertyInput } | { ok: false; errors: Record<string, string> } {
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
  if (result.success) return { ok: true, input: result.data };
  const errors: Record<string, string> = {};
  for (const [path, message] of Object.entries(issuesToFields(result.error)))
    errors[propertyFieldOf(path)] ??= message;
  return { ok: false, errors };
}
