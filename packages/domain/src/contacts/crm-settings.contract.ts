import { z } from 'zod';
import { PersonRef, UserId } from './contact.contract';

export const LEAD_ROUTING_MODES = ['off', 'round_robin', 'first_to_claim'] as const;
export type LeadRoutingMode = (typeof LEAD_ROUTING_MODES)[number];

export const DEFAULT_NEEDS_ATTENTION_DAYS = 14;

/** Stored in organizations.settings.crm. */
export const CrmSettings = z.object({
  needs_attention_days: z.number().int().min(1).max(365).default(DEFAULT_NEEDS_ATTENTION_DAYS),
  lead_routing: z
    .object({
      mode: z.enum(LEAD_ROUTING_MODES).default('off'),
      /** Agents in the rotation (round-robin) or allowed to claim (first-to-claim; empty = every agent). */
      agent_ids: z.array(UserId).max(200).default([]),
    })
    .default({ mode: 'off', agent_ids: [] }),
});
export type CrmSettings = z.infer<typeof CrmSettings>;

export const CrmSettingsDto = z.object({
  needs_attention_days: z.number().int(),
  lead_routing: z.object({
    mode: z.enum(LEAD_ROUTING_MODES),
    agent_ids: z.array(z.string()),
    agents: z.array(PersonRef),
  }),
  /** Issue 19: send it back (If-Match) with a PATCH. Never saved yet: version 1 (ADR 0093). */
  version: z.number().int(),
});
export type CrmSettingsDto = z.infer<typeof CrmSettingsDto>;

export const UpdateCrmSettingsInput = z.strictObject({
  needs_attention_days: z.number().int().min(1, 'At least 1 day').max(365, 'At most 365 days').optional(),
  lead_routing: z
    .strictObject({
      mode: z.enum(LEAD_ROUTING_MODES),
      agent_ids: z
        .array(UserId)
        .max(200)
        .transform((v) => [...new Set(v)]),
    })
    .refine((v) => v.mode !== 'round_robin' || v.agent_ids.length > 0, {
      message: 'Choose at least one agent for round-robin',
      path: ['agent_ids'],
    })
    .optional(),
});
export type UpdateCrmSettingsInput = z.infer<typeof UpdateCrmSettingsInput>;
