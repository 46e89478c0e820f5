import type { CreateContactInput } from '@threshold/domain/contacts/create-contact.contract';
import type { UpdateContactInput } from '@threshold/domain/contacts/update-contact.contract';
import type { ContactPatch } from './contacts.repository';

/** The one table from a contact's input fields to its columns (create, update and merge use it). */
const FIELD_COLUMNS = [
  ['first_name', 'firstName'],
  ['last_name', 'lastName'],
  ['emails', 'emails'],
  ['phones', 'phones'],
  ['address', 'address'],
  ['types', 'types'],
  ['stage', 'stage'],
  ['lead_source', 'leadSource'],
  ['tags', 'tags'],
  ['price_min', 'priceMin'],
  ['price_max', 'priceMax'],
  ['areas_of_interest', 'areasOfInterest'],
  ['birthday', 'birthday'],
  ['home_anniversary', 'homeAnniversary'],
  ['consent_email', 'consentEmail'],
  ['consent_sms', 'consentSms'],
  ['notes', 'notes'],
] as const satisfies readonly (readonly [
  keyof CreateContactInput & keyof UpdateContactInput,
  keyof ContactPatch,
])[];

type FieldColumn = (typeof FIELD_COLUMNS)[number][1];
type FieldInput = (typeof FIELD_COLUMNS)[number][0];
/** The plain fields of a contact as columns (owner, team and timestamps are decided by the caller). */
export type ContactFields = { [K in FieldColumn]-?: Exclude<ContactPatch[K], undefined> };

function columnsOf(input: Partial<Record<FieldInput, unknown>>): Partial<ContactFields> {
  const columns: Record<string, unknown> = {};
  for (const [field, column] of FIELD_COLUMNS) if (input[field] !== undefined) columns[column] = input[field];
  return columns as Partial<ContactFields>;
}

/** Every field of a new contact (the create contract fills defaults, so none is missing). */
export const newContactFields = (input: CreateContactInput) => columnsOf(input) as ContactFields;

/** Only the fields an update names. */
export const changedContactFields = (input: UpdateContactInput): Partial<ContactFields> => columnsOf(input);
