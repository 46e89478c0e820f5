import { z } from 'zod';
import { OrganizationSettingsInput } from '../organizations/organization-settings.contract';

/**
 * Onboarding (issue 17 item 4): someone who belongs to no brokerage creates one and becomes its
 * managing broker. The fields are those of the brokerage settings a new brokerage cannot do without;
 * the rest (commission defaults, closing costs) start at their defaults and are edited on /brokerage.
 */
export const CreateBrokerageInput = OrganizationSettingsInput.pick({
  name: true,
  address: true,
  time_zone: true,
  licence_number: true,
});
export type CreateBrokerageInput = z.infer<typeof CreateBrokerageInput>;

export const CreateBrokerageOutput = z.object({
  organization_id: z.uuid(),
  name: z.string(),
});
export type CreateBrokerageOutput = z.infer<typeof CreateBrokerageOutput>;
