import { z } from 'zod';
import { PersonRef } from './transaction-common.contract';

/**
 * GET /api/transactions/facets — the choices for the list's agent and team filters: every owning
 * agent and every team of the deals in the caller's scope (not only those on the loaded page), with
 * how many deals each has. Sorted by name.
 */
export const TransactionFacetsDto = z.object({
  agents: z.array(z.object({ agent: PersonRef, count: z.number().int() })),
  teams: z.array(z.object({ id: z.uuid(), name: z.string(), count: z.number().int() })),
});
export type TransactionFacetsDto = z.infer<typeof TransactionFacetsDto>;
