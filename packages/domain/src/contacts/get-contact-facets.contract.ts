import { z } from 'zod';
import { CONTACT_STAGES, ContactStageSchema, PersonRef } from './contact.contract';
import { ContactFilters } from './list-contacts.contract';

/** Counts for filter menus and the board-by-stage columns, under the same filters as the list. */
export const GetContactFacetsQuery = ContactFilters.strict();
const Count = z.object({ value: z.string(), count: z.number().int() });
export const ContactFacetsDto = z.object({
  total: z.number().int(),
  stages: z.array(z.object({ value: ContactStageSchema, count: z.number().int() })),
  types: z.array(Count),
  tags: z.array(Count),
  sources: z.array(Count),
  owners: z.array(z.object({ owner: PersonRef.nullable(), count: z.number().int() })),
  needs_attention: z.number().int(),
});
export type ContactFacetsDto = z.infer<typeof ContactFacetsDto>;
export const STAGE_ORDER = CONTACT_STAGES;
