import { z } from 'zod';

/**
 * Outgoing webhooks (issue 17 item 8, ADR 0144): an organization's integrations hear about changes to
 * deals, contacts and offers. An event's type is `<family>.<action>` (e.g. `deal.transition`,
 * `contact.create`, `offer.accept`), from the audit entry the change wrote.
 */
export const WEBHOOK_EVENT_FAMILIES = ['deal', 'contact', 'offer'] as const;
export type WebhookEventFamily = (typeof WEBHOOK_EVENT_FAMILIES)[number];

/** Which audited entity each family follows. */
export const WEBHOOK_ENTITY_OF: Record<WebhookEventFamily, string> = {
  deal: 'transaction',
  contact: 'contact',
  offer: 'offer',
};

/** "transaction" + "transaction.transition" → "deal.transition"; null for entities no family follows. */
export function webhookEventType(entityType: string, action: string): string | null {
  const family = WEBHOOK_EVENT_FAMILIES.find((f) => WEBHOOK_ENTITY_OF[f] === entityType);
  if (!family) return null;
  const verb = action.startsWith(`${entityType}.`) ? action.slice(entityType.length + 1) : action;
  return `${family}.${verb}`;
}

/** Attempts of one delivery, and the wait before each retry (seconds): 1 min, 5 min, 30 min, 2 h, 6 h. */
export const WEBHOOK_RETRY_DELAYS_S = [60, 300, 1_800, 7_200, 21_600] as const;
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_S.length + 1;

const Url = z
  .url({ protocol: /^https?$/, error: 'Enter an http(s) address such as https://example.com/hooks' })
  .max(2000, 'At most 2000 characters');
const Events = z
  .array(z.enum(WEBHOOK_EVENT_FAMILIES))
  .min(1, 'Choose at least one kind of event')
  .transform((events) => [...new Set(events)]);

export const CreateWebhookInput = z.strictObject({
  url: Url,
  description: z.string().trim().max(200, 'At most 200 characters').default(''),
  events: Events,
});
export type CreateWebhookInput = z.input<typeof CreateWebhookInput>;

export const UpdateWebhookInput = z.strictObject({
  url: Url.optional(),
  description: z.string().trim().max(200, 'At most 200 characters').optional(),
  events: Events.optional(),
  active: z.boolean().optional(),
  version: z.number().int().optional(),
});
export type UpdateWebhookInput = z.input<typeof UpdateWebhookInput>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const WebhookDto = z.object({
  id: z.uuid(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_FAMILIES)),
  active: z.boolean(),
  created_at: z.string(),
  version: z.number().int(),
  last_delivery: z
    .object({
      status: z.enum(WEBHOOK_DELIVERY_STATUSES),
      at: z.string(),
      status_code: z.number().int().nullable(),
    })
    .nullable(),
});
export type WebhookDto = z.infer<typeof WebhookDto>;

export const WebhookList = z.object({ items: z.array(WebhookDto) });

/** The signing secret is in this answer only (creation and rotation). */
export const WebhookWithSecret = z.object({ webhook: WebhookDto, secret: z.string() });
export type WebhookWithSecret = z.infer<typeof WebhookWithSecret>;

export const WebhookDeliveryDto = z.object({
  id: z.uuid(),
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  last_status_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
  created_at: z.string(),
});
export type WebhookDeliveryDto = z.infer<typeof WebhookDeliveryDto>;

export const WebhookDeliveryPage = z.object({
  items: z.array(WebhookDeliveryDto),
  nextCursor: z.string().nullable(),
});
export type WebhookDeliveryPage = z.infer<typeof WebhookDeliveryPage>;

export const ListWebhookDeliveriesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(200).optional(),
});

/** `Threshold-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. */
export const WEBHOOK_SIGNATURE_HEADER = 'Threshold-Signature';
