/**
 * Turning audited changes into deliveries, and sending them (issue 17 item 8, ADR 0144).
 */
import { randomUUID } from 'node:crypto';
import {
  WEBHOOK_ENTITY_OF,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_S,
  webhookEventType,
  type WebhookEventFamily,
} from '@threshold/domain/webhooks/webhook.contract';
import type { Db } from '../../platform/db/client';
import { webhookSignature } from './webhook-signature';
import { postWebhook } from './webhook-post';
import { checkWebhookTarget } from './webhook-target';
import {
  activeEndpoints,
  advanceCursor,
  auditEventsSince,
  findDeliveryWithEndpoint,
  insertDeliveries,
  updateDelivery,
  type WebhookEndpointRow,
} from './webhooks.repository';

/** A scan re-reads this much before its cursor: a transaction that committed late is not missed. */
const OVERLAP_MS = 5 * 60_000;
const SCAN_BATCH = 500;
const SEND_TIMEOUT_MS = 10_000;

/** Makes the deliveries of every active endpoint's new events; answers the ids to send. */
export async function scanWebhookEvents(db: Db): Promise<string[]> {
  const made: string[] = [];
  for (const endpoint of await activeEndpoints(db)) made.push(...(await scanEndpoint(db, endpoint)));
  return made;
}

async function scanEndpoint(db: Db, endpoint: WebhookEndpointRow): Promise<string[]> {
  const entityTypes = endpoint.events.map((f) => WEBHOOK_ENTITY_OF[f as WebhookEventFamily]).filter(Boolean);
  const since = new Date(Math.max(endpoint.cursorAt.getTime() - OVERLAP_MS, endpoint.createdAt.getTime()));
  const events = await auditEventsSince(db, endpoint.organizationId, entityTypes, since, SCAN_BATCH);
  const rows = events.flatMap((event) => {
    const type = webhookEventType(event.entityType, event.action);
    if (!type) return [];
    const payload = {
      id: event.id,
      type,
      occurred_at: event.createdAt.toISOString(),
      organization_id: endpoint.organizationId,
      data: { object_id: event.entityId, before: event.before, after: event.after },
    };
    return [{ endpointId: endpoint.id, eventId: event.id, eventType: type, payload }];
  });
  const ids = await insertDeliveries(db, rows);
  const last = events.at(-1);
  if (last) await advanceCursor(db, endpoint.id, last.createdAt, last.id);
  return ids;
}

/** A ping: a delivery made on request, to check that the receiver answers and verifies signatures. */
export async function makePing(db: Db, endpoint: WebhookEndpointRow): Promise<string> {
  const id = randomUUID();
  const payload = {
    id,
    type: 'ping',
    occurred_at: new Date().toISOString(),
    organization_id: endpoint.organizationId,
    data: { webhook_id: endpoint.id },
  };
  const [made] = await insertDeliveries(db, [
    { endpointId: endpoint.id, eventId: id, eventType: 'ping', payload },
  ]);
  return made!;
}

export type DeliveryOutcome = { kind: 'done' } | { kind: 'retry'; afterSeconds: number };

/**
 * Sends one delivery: 2xx is success; anything else (or no answer in 10 s) is an attempt that failed,
 * retried after 1 min, 5 min, 30 min, 2 h and 6 h, then marked failed. Redirects are not followed.
 */
export async function sendWebhookDelivery(
  db: Db,
  deliveryId: string,
  options: { production: boolean },
): Promise<DeliveryOutcome> {
  const found = await findDeliveryWithEndpoint(db, deliveryId);
  if (!found || found.delivery.status !== 'pending') return { kind: 'done' };
  const { delivery, endpoint } = found;
  if (!endpoint.active) {
    await updateDelivery(db, delivery.id, {
      status: 'failed',
      lastError: 'The webhook is switched off',
      nextAttemptAt: null,
    });
    return { kind: 'done' };
  }
  const body = JSON.stringify(delivery.payload);
  const attempts = delivery.attempts + 1;
  let statusCode: number | null = null;
  let error: string | null = null;
  const target = await checkWebhookTarget(endpoint.url, options.production);
  if (target.problem !== null) error = target.problem;
  else {
    try {
      const post = {
        url: endpoint.url,
        body,
        timeoutMs: SEND_TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Threshold-Webhooks/1',
          'threshold-event': delivery.eventType,
          'threshold-delivery': delivery.id,
          'threshold-signature': webhookSignature(endpoint.secret, body, new Date()),
        },
      };
      statusCode = await postWebhook(post, target.pinned);
      if (statusCode < 200 || statusCode >= 300) error = `The receiver answered ${statusCode}`;
    } catch (failure) {
      error = failure instanceof Error ? failure.message.slice(0, 500) : 'The request failed';
    }
  }
  if (!error) {
    await updateDelivery(db, delivery.id, {
      status: 'succeeded',
      attempts,
      lastStatusCode: statusCode,
      lastError: null,
      deliveredAt: new Date(),
      nextAttemptAt: null,
    });
    return { kind: 'done' };
  }
  const retryIn = attempts < WEBHOOK_MAX_ATTEMPTS ? WEBHOOK_RETRY_DELAYS_S[attempts - 1]! : null;
  await updateDelivery(db, delivery.id, {
    status: retryIn === null ? 'failed' : 'pending',
    attempts,
    lastStatusCode: statusCode,
    lastError: error,
    nextAttemptAt: retryIn === null ? null : new Date(Date.now() + retryIn * 1000),
  });
  return retryIn === null ? { kind: 'done' } : { kind: 'retry', afterSeconds: retryIn };
}
