import type { ContactStage, ContactType, EmailEntry, PhoneEntry } from '../contact.contract';
import type { AddressParts } from './address-parse';

/** What the vCard and Google CSV exports write of a contact. */
export interface ExportableContact {
  id: string;
  first_name: string;
  last_name: string;
  emails: EmailEntry[];
  phones: PhoneEntry[];
  address: AddressParts | null;
  types: ContactType[];
  stage: ContactStage;
  tags: string[];
  birthday: string | null;
  notes: string | null;
}
