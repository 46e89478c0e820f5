import {
  buildNameKey,
  buildSearchText,
  buildSortName,
  emailKey,
  phoneKey,
  uniqueKeys,
} from '@threshold/domain/contacts/normalize';
import type { LabeledValue } from './contacts.schema';

/** The derived columns (search, sort, duplicate keys); recomputed whenever a name, e-mail or phone changes. */
export function derivedColumns(person: {
  firstName: string;
  lastName: string;
  emails: LabeledValue[];
  phones: LabeledValue[];
}) {
  return {
    searchText: buildSearchText(person),
    sortName: buildSortName(person.firstName, person.lastName),
    nameKey: buildNameKey(person.firstName, person.lastName),
    emailKeys: uniqueKeys(
      person.emails.map((e) => e.value),
      emailKey,
    ),
    phoneKeys: uniqueKeys(
      person.phones.map((p) => p.value),
      phoneKey,
    ),
  };
}

export function displayName(firstName: string, lastName: string): string {
  return `${firstName} ${lastName}`.trim();
}
