import { z } from 'zod';

/**
 * GET /api/organization/teams — the teams of the caller's organization with their active member
 * counts, by name: the choices wherever a deal or a person is put in a team. Staff only.
 */
export const TeamDto = z.object({ id: z.uuid(), name: z.string(), member_count: z.number().int() });
export type TeamDto = z.infer<typeof TeamDto>;
export const TeamList = z.object({ items: z.array(TeamDto) });
export type TeamList = z.infer<typeof TeamList>;
