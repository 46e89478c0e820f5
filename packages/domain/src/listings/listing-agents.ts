import { z } from 'zod';
import type { RoleKey } from '../roles';
import { PersonRef, UserId } from '../transactions/transaction-common.contract';

/** Roles that hold a licence and may list a property (ADR 0145): brokers, team leaders and agents. */
export const LISTING_AGENT_ROLE_KEYS: readonly RoleKey[] = Object.freeze([
  'managing_broker',
  'broker',
  'team_leader',
  'realtor',
  'leasing_agent',
]);

export const isListingAgentRole = (role: string) => (LISTING_AGENT_ROLE_KEYS as readonly string[]).includes(role);

export const MAX_LISTING_AGENTS = 6;

/**
 * The listing agents of a listing (ADR 0145): exactly one primary and up to five co-listing agents,
 * each once. The primary is the listing's agent of record (`owner`); all of them work the listing.
 */
export const ListingAgentsInput = z
  .array(z.strictObject({ user_id: UserId, primary: z.boolean().default(false) }))
  .min(1, 'Choose at least one listing agent')
  .max(MAX_LISTING_AGENTS, `At most ${MAX_LISTING_AGENTS} listing agents`)
  .superRefine((agents, ctx) => {
    const primaries = agents.filter((a) => a.primary).length;
    if (primaries !== 1)
      ctx.addIssue({ code: 'custom', message: 'Choose exactly one primary listing agent', path: [] });
    const seen = new Set<string>();
    agents.forEach((a, i) => {
      if (seen.has(a.user_id))
        ctx.addIssue({ code: 'custom', message: 'This agent is already listed', path: [i, 'user_id'] });
      seen.add(a.user_id);
    });
  });
export type ListingAgentsInput = z.infer<typeof ListingAgentsInput>;

export const ListingAgentDto = PersonRef.extend({ primary: z.boolean() });
export type ListingAgentDto = z.infer<typeof ListingAgentDto>;

/** The primary first, then the co-listing agents by name. */
export function orderListingAgents<T extends { primary: boolean; last_name: string | null; first_name: string | null }>(
  agents: T[],
): T[] {
  const name = (a: T) => `${a.last_name ?? ''} ${a.first_name ?? ''}`.trim().toLowerCase();
  return [...agents].sort((a, b) => Number(b.primary) - Number(a.primary) || name(a).localeCompare(name(b)));
}
