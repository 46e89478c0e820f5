import { z } from 'zod';
import {
  AddressSchema,
  AreasSchema,
  CalendarDate,
  ContactDto,
  ContactStageSchema,
  EmailEntry,
  LIMITS,
  NameSchema,
  PhoneEntry,
  PRICE_RANGE_ISSUE,
  Price,
  TagsSchema,
  TypesSchema,
  UserId,
  priceRangeRule,
} from './contact.contract';

/** PATCH: only the fields sent change; arrays replace the whole list. */
export const UpdateContactInput = z
  .strictObject({
    first_name: NameSchema.optional(),
    last_name: z.string().trim().max(LIMITS.name).optional(),
    emails: z.array(EmailEntry).max(LIMITS.emails).optional(),
    phones: z.array(PhoneEntry).max(LIMITS.phones).optional(),
    address: AddressSchema.nullable().optional(),
    types: TypesSchema.optional(),
    stage: ContactStageSchema.optional(),
    lead_source: z.string().trim().max(LIMITS.leadSource).nullable().optional(),
    tags: TagsSchema.optional(),
    price_min: Price.nullable().optional(),
    price_max: Price.nullable().optional(),
    areas_of_interest: AreasSchema.optional(),
    birthday: CalendarDate.nullable().optional(),
    home_anniversary: CalendarDate.nullable().optional(),
    consent_email: z.boolean().optional(),
    consent_sms: z.boolean().optional(),
    notes: z.string().max(LIMITS.notes).nullable().optional(),
    owner_id: UserId.nullable().optional(),
    team_id: z.uuid('Must be a team id').nullable().optional(),
  })
  .refine(priceRangeRule, PRICE_RANGE_ISSUE);
export type UpdateContactInput = z.infer<typeof UpdateContactInput>;

export const UpdateContactOutput = ContactDto;
