import { z } from 'zod';
import {
  ContactDto,
  ContactStageSchema,
  ContactTypeSchema,
  Cursor,
  PageLimit,
  queryBoolean,
  queryList,
} from './contact.contract';

export const CONTACT_SORTS = ['name', '-created_at', '-updated_at'] as const;
export type ContactSort = (typeof CONTACT_SORTS)[number];

/**
 * Filters shared by the list, the export and the stage board. Several values of one filter are
 * OR-ed (type=buyer&type=seller, or type=buyer,seller); different filters are AND-ed.
 * `owner` takes user ids, "me" or "unassigned".
 */
export const ContactFilters = z.object({
  q: z.string().trim().max(200).optional(),
  type: queryList(ContactTypeSchema, 8),
  stage: queryList(ContactStageSchema, 8),
  tag: queryList(z.string().trim().min(1).max(50), 20),
  owner: queryList(z.string().trim().min(1).max(64), 50),
  source: queryList(z.string().trim().min(1).max(100), 20),
  team: z.uuid().optional(),
  needs_attention: queryBoolean.optional(),
  /** System admins only: narrow to one organization. */
  organization_id: z.uuid().optional(),
});
export type ContactFilters = z.infer<typeof ContactFilters>;

export const ListContactsQuery = ContactFilters.extend({
  sort: z.enum(CONTACT_SORTS).default('name'),
  limit: PageLimit,
  cursor: Cursor.optional(),
}).strict();
export type ListContactsQuery = z.infer<typeof ListContactsQuery>;

export const ContactPage = z.object({ items: z.array(ContactDto), nextCursor: z.string().nullable() });
export type ContactPage = z.infer<typeof ContactPage>;
