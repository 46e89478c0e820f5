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
  /** Issue 17: `inactive` and `all` are for people who manage members (manage:members); default active. */
  status: z.enum(['active', 'inactive', 'all']).default('active'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type ListMembersQuery = z.infer<typeof ListMembersQuery>;

/** A licence expiring within this many days is flagged (ADR 0105). */
export const LICENCE_WARNING_DAYS = 60;

export const MemberDto = z.object({
  user_id: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  image: z.string().nullable(),
  role_key: z.string(),
  role_label: z.string(),
  teams: z.array(z.object({ id: z.uuid(), name: z.string() })),
  /** The membership's status in this organization (issue 17). */
  status: z.enum(['active', 'inactive']),
  is_primary: z.boolean(),
  /** The membership's version: role, deactivation and supervisor changes send it back (ADR 0105). */
  version: z.number().int(),
  /** The role needs supervisor approval but nobody supervises this person: their drafts wait for no one. */
  needs_supervisor: z.boolean(),
  /** Licensed members (issue 17): number, issuing state, expiry; null when none is recorded. */
  licence: z
    .object({ number: z.string(), state: z.string().nullable(), expires_on: z.string().nullable() })
    .nullable(),
  /** `expiring`: within LICENCE_WARNING_DAYS of its expiry; `expired`: past it. */
  licence_warning: z.enum(['expiring', 'expired']).nullable(),
});
export type MemberDto = z.infer<typeof MemberDto>;

export const MemberList = z.object({ items: z.array(MemberDto), truncated: z.boolean() });
export type MemberList = z.infer<typeof MemberList>;
