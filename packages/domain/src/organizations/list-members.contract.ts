import { z } from 'zod';

/**
 * GET /api/organization/members — the directory of the caller's organization: active members with
 * their role and teams, for assignee, assignment and participant pickers. Staff only (clients never
 * browse the brokerage's people). `q` matches the full name ("first last") or the e-mail
 * (case-insensitive, substring); `role` narrows to role keys; `team` to one team's members (a team of
 * another organization matches nobody). Sorted by last then first name; `truncated` when more matched.
 */
export const ListMembersQuery = z.strictObject({
  q: z.string().trim().max(100, 'At most 100 characters').optional(),
  role: z
    .preprocess(
      (v) =>
        v === undefined ? undefined : (Array.isArray(v) ? v : [v]).flatMap((s) => String(s).split(',')),
      z.array(z.string().regex(/^[a-z_]{1,40}$/, 'Not a role key')).max(40),
    )
    .optional(),
  team: z.uuid('Must be a team id').optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type ListMembersQuery = z.infer<typeof ListMembersQuery>;

export const MemberDto = z.object({
  user_id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  image: z.string().nullable(),
  role_key: z.string(),
  role_label: z.string(),
  teams: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type MemberDto = z.infer<typeof MemberDto>;

export const MemberList = z.object({ items: z.array(MemberDto), truncated: z.boolean() });
export type MemberList = z.infer<typeof MemberList>;
