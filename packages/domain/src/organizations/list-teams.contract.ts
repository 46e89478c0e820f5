import { z } from 'zod';

/**
 * GET /api/organization/teams — the teams of the caller's organization with their active member
 * counts, by name: the choices wherever a deal or a person is put in a team. Staff only.
 */
export const TeamDto = z.object({
  id: z.uuid(),
  name: z.string(),
  member_count: z.number().int(),
  /** Issue 17: description, archived flag and version (team edits send it back, ADR 0106). */
  description: z.string().nullable(),
  archived: z.boolean(),
  version: z.number().int(),
});
export type TeamDto = z.infer<typeof TeamDto>;
export const TeamList = z.object({ items: z.array(TeamDto) });
export type TeamList = z.infer<typeof TeamList>;

/** `archived=include` also lists archived teams (for people who manage members). */
export const ListTeamsQuery = z.strictObject({ archived: z.enum(['include', 'exclude']).default('exclude') });
export type ListTeamsQuery = z.infer<typeof ListTeamsQuery>;
