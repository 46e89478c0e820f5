import { z } from 'zod';
import {
  CreateWebhookInput,
  ListWebhookDeliveriesQuery,
  UpdateWebhookInput,
  WebhookDeliveryDto,
  WebhookDeliveryPage,
  WebhookDto,
  WebhookList,
  WebhookWithSecret,
} from '@threshold/domain/webhooks/webhook.contract';
import type { AppDeps } from '../../platform/deps';
import { defineRoute, type RouteDefinition } from '../../platform/http/route';
import { scheduleWebhooks } from './webhook-jobs';
import { webhooksService } from './webhooks.service';

const tags = ['webhooks'];
const access = 'manage:organization' as const;
const byId = z.object({ id: z.uuid() });

/** The organization's outgoing webhooks and their delivery log (issue 17 item 8, ADR 0144). */
export function webhooksRoutes(deps: AppDeps): RouteDefinition[] {
  scheduleWebhooks(deps);
  const service = webhooksService(deps);
  return [
    defineRoute({
      method: 'get',
      path: '/api/webhooks',
      access,
      tags,
      summary: 'The organization’s webhooks with their last delivery (never their secrets)',
      response: WebhookList,
      handler: ({ actor }) => service.list(actor),
    }),
    defineRoute({
      method: 'post',
      path: '/api/webhooks',
      access,
      tags,
      status: 201,
      summary:
        'Add a webhook for deal, contact and/or offer events; the answer shows its signing secret once',
      body: CreateWebhookInput,
      response: WebhookWithSecret,
      handler: ({ actor, body, requestId }) => service.create(actor, body, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/webhooks/:id',
      access,
      tags,
      summary: 'One webhook with its last delivery (never its secret)',
      params: byId,
      response: WebhookDto,
      handler: ({ actor, params }) => service.get(actor, params.id),
    }),
    defineRoute({
      method: 'patch',
      path: '/api/webhooks/:id',
      access,
      tags,
      versioned: true,
      summary: 'Change a webhook’s address, description, events or switch it on or off',
      params: byId,
      body: UpdateWebhookInput,
      response: WebhookDto,
      handler: ({ actor, params, body, expectedVersion, requestId }) =>
        service.update(actor, params.id, body, expectedVersion, requestId),
    }),
    defineRoute({
      method: 'delete',
      path: '/api/webhooks/:id',
      access,
      tags,
      versioned: true,
      summary: 'Remove a webhook and its delivery log',
      params: byId,
      response: z.object({ deleted: z.literal(true) }),
      handler: ({ actor, params, expectedVersion, requestId }) =>
        service.remove(actor, params.id, expectedVersion, requestId),
    }),
    defineRoute({
      method: 'post',
      path: '/api/webhooks/:id/rotate-secret',
      access,
      tags,
      summary: 'Replace the signing secret; the answer shows the new one once',
      params: byId,
      response: WebhookWithSecret,
      handler: ({ actor, params, requestId }) => service.rotateSecret(actor, params.id, requestId),
    }),
    defineRoute({
      method: 'get',
      path: '/api/webhooks/:id/deliveries',
      access,
      tags,
      summary: 'The webhook’s deliveries, newest first, with attempts, answers and the next retry',
      params: byId,
      query: ListWebhookDeliveriesQuery,
      response: WebhookDeliveryPage,
      handler: ({ actor, params, query }) => service.deliveries(actor, params.id, query),
    }),
    defineRoute({
      method: 'post',
      path: '/api/webhooks/:id/ping',
      access,
      tags,
      summary: 'Send a test event now and answer how the receiver responded',
      params: byId,
      response: WebhookDeliveryDto,
      handler: ({ actor, params }) => service.ping(actor, params.id),
    }),
    defineRoute({
      method: 'post',
      path: '/api/webhooks/:id/deliveries/:deliveryId/redeliver',
      access,
      tags,
      summary: 'Send one delivery again now',
      params: z.object({ id: z.uuid(), deliveryId: z.uuid() }),
      response: WebhookDeliveryDto,
      handler: ({ actor, params }) => service.redeliver(actor, params.id, params.deliveryId),
    }),
  ];
}
