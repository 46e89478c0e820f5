/** Managing an organization's webhooks (issue 17 item 8, ADR 0144); permission manage:organization. */
import { randomBytes } from 'node:crypto';
import type {
  CreateWebhookInput,
  UpdateWebhookInput,
  WebhookDeliveryDto,
  WebhookDeliveryPage,
  WebhookDto,
  WebhookWithSecret,
} from '@threshold/domain/webhooks/webhook.contract';
import {
  CreateWebhookInput as CreateSchema,
  UpdateWebhookInput as UpdateSchema,
} from '@threshold/domain/webhooks/webhook.contract';
import type { Actor } from '../../platform/authz/actor';
import { writeAudit } from '../../platform/audit/audit.repository';
import { latestChangeOf } from '../../platform/audit/audit-latest.repository';
import type { DbOrTx } from '../../platform/db/client';
import { decodeTimeCursor, encodeCursor } from '../../platform/db/keyset-cursor';
import type { AppDeps } from '../../platform/deps';
import { AppError, notFound } from '../../platform/http/errors';
import { staleVersion } from '../../platform/http/versioning';
import { organizationOf } from '../organizations/member-authority';
import { makePing, sendWebhookDelivery } from './webhook-dispatch.service';
import { queueWebhookSend } from './webhook-jobs';
import { checkWebhookTarget } from './webhook-target';
import * as repo from './webhooks.repository';

const newSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;

function toDto(
  row: repo.WebhookEndpointRow,
  last?: { status: string; createdAt: Date; lastStatusCode: number | null },
): WebhookDto {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events as WebhookDto['events'],
    active: row.active,
    created_at: row.createdAt.toISOString(),
    version: row.version,
    last_delivery: last
      ? {
          status: last.status as WebhookDeliveryDto['status'],
          at: last.createdAt.toISOString(),
          status_code: last.lastStatusCode,
        }
      : null,
  };
}

function toDeliveryDto(row: repo.WebhookDeliveryRow): WebhookDeliveryDto {
  return {
    id: row.id,
    event_id: row.eventId,
    event_type: row.eventType,
    status: row.status as WebhookDeliveryDto['status'],
    attempts: row.attempts,
    last_status_code: row.lastStatusCode,
    last_error: row.lastError,
    next_attempt_at: row.nextAttemptAt?.toISOString() ?? null,
    delivered_at: row.deliveredAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

async function assertTarget(url: string, production: boolean) {
  const { problem } = await checkWebhookTarget(url, production);
  if (problem !== null) throw new AppError('VALIDATION_FAILED', problem, { url: problem });
}

async function endpointOf(db: DbOrTx, actor: Actor, id: string) {
  const row = await repo.findEndpoint(db, organizationOf(actor), id);
  if (!row) throw notFound('Webhook');
  return row;
}

const audit = (tx: DbOrTx, actor: Actor, action: string, id: string, after: unknown, requestId: string) =>
  writeAudit(tx, {
    organizationId: organizationOf(actor),
    actorUserId: actor.userId,
    action: `webhook.${action}`,
    entityType: 'webhook',
    entityId: id,
    after,
    requestId,
  });

/** What an audit entry may say about an endpoint: never its secret. */
const publicFields = (row: repo.WebhookEndpointRow) => ({
  url: row.url,
  events: row.events,
  active: row.active,
});

export function webhooksService({ db, jobs, config }: AppDeps) {
  const production = config.isProduction;

  /** One attempt now (the answer shows how it went); while it fails, the job runner retries as usual. */
  async function sendNow(endpointId: string, deliveryId: string): Promise<WebhookDeliveryDto> {
    const outcome = await sendWebhookDelivery(db, deliveryId, { production });
    if (outcome.kind === 'retry' && jobs) await queueWebhookSend(jobs, deliveryId, outcome.afterSeconds);
    return toDeliveryDto((await repo.findDelivery(db, endpointId, deliveryId))!);
  }

  return {
    async list(actor: Actor): Promise<{ items: WebhookDto[] }> {
      const rows = await repo.listEndpoints(db, organizationOf(actor));
      const last = new Map(
        (
          await repo.lastDeliveries(
            db,
            rows.map((r) => r.id),
          )
        ).map((d) => [d.endpointId, d]),
      );
      return { items: rows.map((row) => toDto(row, last.get(row.id))) };
    },

    async get(actor: Actor, id: string): Promise<WebhookDto> {
      const row = await endpointOf(db, actor, id);
      const [last] = await repo.lastDeliveries(db, [id]);
      return toDto(row, last);
    },

    async create(actor: Actor, input: CreateWebhookInput, requestId: string): Promise<WebhookWithSecret> {
      const values = CreateSchema.parse(input);
      await assertTarget(values.url, production);
      return db.transaction(async (tx) => {
        const row = await repo.insertEndpoint(tx, {
          organizationId: organizationOf(actor),
          url: values.url,
          description: values.description,
          events: values.events,
          secret: newSecret(),
          createdBy: actor.userId,
        });
        await audit(tx, actor, 'create', row.id, publicFields(row), requestId);
        return { webhook: toDto(row), secret: row.secret };
      });
    },

    async update(
      actor: Actor,
      id: string,
      input: UpdateWebhookInput,
      expectedVersion: number | undefined,
      requestId: string,
    ): Promise<WebhookDto> {
      const values = UpdateSchema.parse(input);
      if (values.url) await assertTarget(values.url, production);
      return db.transaction(async (tx) => {
        const before = await endpointOf(tx, actor, id);
        const set = {
          ...(values.url !== undefined && { url: values.url }),
          ...(values.description !== undefined && { description: values.description }),
          ...(values.events !== undefined && { events: values.events }),
          ...(values.active !== undefined && { active: values.active }),
        };
        if (!(await repo.updateEndpoint(tx, id, expectedVersion, set)))
          throw staleVersion(toDto(before), await latestChangeOf(tx, 'webhook', id));
        const after = await endpointOf(tx, actor, id);
        await audit(tx, actor, 'update', id, publicFields(after), requestId);
        return toDto(after);
      });
    },

    async remove(actor: Actor, id: string, expectedVersion: number | undefined, requestId: string) {
      return db.transaction(async (tx) => {
        const before = await endpointOf(tx, actor, id);
        if (!(await repo.deleteEndpoint(tx, id, expectedVersion)))
          throw staleVersion(toDto(before), await latestChangeOf(tx, 'webhook', id));
        await audit(tx, actor, 'delete', id, publicFields(before), requestId);
        return { deleted: true as const };
      });
    },

    async rotateSecret(actor: Actor, id: string, requestId: string): Promise<WebhookWithSecret> {
      return db.transaction(async (tx) => {
        await endpointOf(tx, actor, id);
        await repo.updateEndpoint(tx, id, undefined, { secret: newSecret() });
        const after = await endpointOf(tx, actor, id);
        await audit(tx, actor, 'rotate_secret', id, publicFields(after), requestId);
        return { webhook: toDto(after), secret: after.secret };
      });
    },

    async deliveries(
      actor: Actor,
      id: string,
      query: { limit: number; cursor?: string },
    ): Promise<WebhookDeliveryPage> {
      await endpointOf(db, actor, id);
      const after = query.cursor ? decodeTimeCursor(query.cursor, 'deliveries') : null;
      const rows = await repo.listDeliveries(db, id, after, query.limit);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return {
        items: page.map((r) => toDeliveryDto(r.row)),
        nextCursor:
          rows.length > query.limit && last ? encodeCursor(['deliveries', last.at, last.row.id]) : null,
      };
    },

    async ping(actor: Actor, id: string): Promise<WebhookDeliveryDto> {
      const endpoint = await endpointOf(db, actor, id);
      if (!endpoint.active)
        throw new AppError('CONFLICT', 'Switch the webhook on before sending a test event');
      return sendNow(id, await makePing(db, endpoint));
    },

    async redeliver(actor: Actor, id: string, deliveryId: string): Promise<WebhookDeliveryDto> {
      const endpoint = await endpointOf(db, actor, id);
      if (!endpoint.active) throw new AppError('CONFLICT', 'Switch the webhook on before sending again');
      const delivery = await repo.findDelivery(db, id, deliveryId);
      if (!delivery) throw notFound('Delivery');
      await repo.updateDelivery(db, deliveryId, { status: 'pending', nextAttemptAt: null });
      return sendNow(id, deliveryId);
    },
  };
}
