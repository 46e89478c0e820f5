import { z } from 'zod';

/**
 * Issue 17 — /brokerage: the organization's own settings (ADR 0107). The name is the organization's;
 * the rest is the `profile` section of organizations.settings, edited as a whole and versioned.
 */
const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Basis points (1/100 of a percent): 250 = 2.5 %. */
const Bps = (max: number) =>
  z
    .number()
    .int('Whole basis points')
    .min(0, 'At least 0')
    .max(max, `At most ${max / 100} %`);

export const OrganizationAddress = z.strictObject({
  line1: text(200).default(''),
  line2: text(200).default(''),
  city: text(100).default(''),
  state: text(50).default(''),
  postal_code: text(20).default(''),
});

export const CommissionDefaults = z.strictObject({
  /** Listing-side commission a new listing starts with. */
  listing_side_bps: Bps(10_000).default(300),
  /** Buyer-side commission a new purchase starts with. */
  buyer_side_bps: Bps(10_000).default(250),
  /** The agent's share of the brokerage's side (the split) unless a deal says otherwise. */
  agent_split_bps: Bps(10_000).default(7_000),
});

export const OrganizationSettingsInput = z.strictObject({
  name: text(120).min(1, 'Required'),
  address: OrganizationAddress.default(OrganizationAddress.parse({})),
  time_zone: z
    .string()
    .max(64)
    .refine(isTimeZone, 'Choose a time zone such as America/New_York')
    .default('America/New_York'),
  licence_number: text(50).default(''),
  /** Seller's closing costs as a share of the sale price, for net-to-seller estimates. */
  closing_cost_bps: Bps(2_000).default(800),
  commission_defaults: CommissionDefaults.default(CommissionDefaults.parse({})),
});
export type OrganizationSettingsInput = z.infer<typeof OrganizationSettingsInput>;

export const OrganizationSettingsDto = OrganizationSettingsInput.extend({
  organization_id: z.uuid(),
  version: z.number().int(),
});
export type OrganizationSettingsDto = z.infer<typeof OrganizationSettingsDto>;
