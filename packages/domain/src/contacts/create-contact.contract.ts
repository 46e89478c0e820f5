import type { z } from 'zod';
import { ContactDto, ContactFields, PRICE_RANGE_ISSUE, Timestamp, priceRangeRule } from './contact.contract';

export const CreateContactInput = ContactFields.extend({
  /** For back-dated entry (imports, migrations); activities keep it current afterwards. */
  last_contacted_at: Timestamp.nullable().default(null),
})
  .strict()
  .refine(priceRangeRule, PRICE_RANGE_ISSUE);
export type CreateContactInput = z.infer<typeof CreateContactInput>;
export type CreateContactRequest = z.input<typeof CreateContactInput>;

export const CreateContactOutput = ContactDto;
