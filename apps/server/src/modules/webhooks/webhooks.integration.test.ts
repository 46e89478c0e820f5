import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_MAX_ATTEMPTS } from '@threshold/domain/webhooks/webhook.contract';
import { createTestContext, type TestContext } from '../../test/harness';
import { cookieJar } from '../../test/integration-helpers';
import { scanWebhookEvents, sendWebhookDelivery } from './webhook-dispatch.service';

/** Outgoing webhooks (ADR 0144): audited changes become signed deliveries, retried while they fail. */
let ctx: TestContext;
let as: ReturnType<typeof cookieJar>;
let receiver: Server;
let receiverUrl: string;
const received: { headers: Record<string, string | string[] | undefined>; body: string }[] = [];
let answerWith = 204;

beforeAll(async () => {
  ctx = await createTestContext();
  as = cookieJar(ctx);
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(answerWith).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(async () => {
  await new Promise((resolve) => receiver?.close(resolve));
  await ctx?.close();
});
beforeEach(() => {
  received.length = 0;
  answerWith = 204;
});

const manager = () => as('managing_broker@demo.test');

async function addWebhook(events: string[], url = receiverUrl) {
  const res = await ctx.request('POST', '/api/webhooks', { cookie: await manager(), body: { url, events } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as { webhook: { id: string; version: number }; secret: string };
}

async function createContact(email: string, lastName: string) {
  const res = await ctx.request('POST', '/api/contacts', {
    cookie: await as(email),
    body: { first_name: 'Hook', last_name: lastName },
  });
  expect(res.status).toBe(201);
  return res.json.id as string;
}

/** A managing broker of a brokerage of their own, made through sign-up and onboarding. */
async function managerOfAnotherBrokerage() {
  const email = 'other.manager@example.com';
  const password = 'other-manager-2026';
  await ctx.request('POST', '/api/auth/sign-up/email', {
    body: { email, password, first_name: 'Otto', last_name: 'Other' },
  });
  const token = new URL((await ctx.newestMailTo(email))!.links[0]!).searchParams.get('token')!;
  await ctx.request('GET', `/api/auth/verify-email?token=${encodeURIComponent(token)}`);
  const cookie = await ctx.signIn(email, password);
  const created = await ctx.request('POST', '/api/onboarding/brokerage', {
    cookie,
    body: { name: 'Other Realty', time_zone: 'America/Chicago' },
  });
  expect(created.status).toBe(201);
  return cookie;
}

/** What a receiver does: recompute the HMAC over "<t>.<raw body>" and compare in constant time. */
function verifies(secret: string, header: string, body: string): boolean {
  const { t, v1 } = Object.fromEntries(header.split(',').map((part) => part.split('='))) as Record<
    string,
    string
  >;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function sendAll(ids: string[]) {
  for (const id of ids) await sendWebhookDelivery(ctx.db, id, { production: false });
}

describe('webhooks', () => {
  it('delivers each followed change of its own organization once, signed with its secret', async () => {
    const { webhook, secret } = await addWebhook(['contact']);
    const contactId = await createContact('realtor@demo.test', 'Harborview');
    await createContact('realtor@lakeside.demo.test', 'Lakeside');

    const made = await scanWebhookEvents(ctx.db);
    expect(await scanWebhookEvents(ctx.db)).toEqual([]);
    await sendAll(made);

    const mine = received.filter((r) => JSON.parse(r.body).data.object_id === contactId);
    expect(mine).toHaveLength(1);
    const [delivery] = mine;
    const payload = JSON.parse(delivery!.body);
    expect(payload).toMatchObject({ type: 'contact.create', data: { object_id: contactId } });
    expect(delivery!.headers['threshold-event']).toBe('contact.create');
    expect(verifies(secret, delivery!.headers['threshold-signature'] as string, delivery!.body)).toBe(true);
    expect(verifies('whsec_wrong', delivery!.headers['threshold-signature'] as string, delivery!.body)).toBe(
      false,
    );
    expect(received.some((r) => r.body.includes('Lakeside'))).toBe(false);

    const log = await ctx.request('GET', `/api/webhooks/${webhook.id}/deliveries`, {
      cookie: await manager(),
    });
    const entry = log.json.items.find(
      (d: { id: string }) => d.id === delivery!.headers['threshold-delivery'],
    );
    expect(entry).toMatchObject({ status: 'succeeded', attempts: 1, last_status_code: 204 });
  });

  it('retries a failing receiver with backoff, then marks the delivery failed; "send again" succeeds later', async () => {
    const { webhook } = await addWebhook(['contact']);
    await createContact('realtor@demo.test', 'Retry');
    answerWith = 500;
    const [id] = (await scanWebhookEvents(ctx.db)).slice(-1);
    const first = await sendWebhookDelivery(ctx.db, id!, { production: false });
    expect(first).toEqual({ kind: 'retry', afterSeconds: 60 });
    let log = await ctx.request('GET', `/api/webhooks/${webhook.id}/deliveries`, { cookie: await manager() });
    const pending = log.json.items.find((d: { id: string }) => d.id === id);
    expect(pending).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500 });
    expect(Date.parse(pending.next_attempt_at) - Date.now()).toBeGreaterThan(50_000);

    for (let attempt = 2; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt++)
      await sendWebhookDelivery(ctx.db, id!, { production: false });
    log = await ctx.request('GET', `/api/webhooks/${webhook.id}/deliveries`, { cookie: await manager() });
    expect(log.json.items.find((d: { id: string }) => d.id === id)).toMatchObject({
      status: 'failed',
      attempts: WEBHOOK_MAX_ATTEMPTS,
      next_attempt_at: null,
    });

    answerWith = 200;
    const again = await ctx.request('POST', `/api/webhooks/${webhook.id}/deliveries/${id}/redeliver`, {
      cookie: await manager(),
    });
    expect(again.json).toMatchObject({ status: 'succeeded', last_status_code: 200 });
  });

  it('sends a test ping on request and reports the receiver’s answer', async () => {
    const { webhook, secret } = await addWebhook(['deal']);
    const ping = await ctx.request('POST', `/api/webhooks/${webhook.id}/ping`, { cookie: await manager() });
    expect(ping.json).toMatchObject({ event_type: 'ping', status: 'succeeded', last_status_code: 204 });
    const last = received.at(-1)!;
    expect(JSON.parse(last.body)).toMatchObject({ type: 'ping', data: { webhook_id: webhook.id } });
    expect(verifies(secret, last.headers['threshold-signature'] as string, last.body)).toBe(true);

    const rotated = await ctx.request('POST', `/api/webhooks/${webhook.id}/rotate-secret`, {
      cookie: await manager(),
    });
    expect(rotated.json.secret).not.toBe(secret);
    await ctx.request('POST', `/api/webhooks/${webhook.id}/ping`, { cookie: await manager() });
    const after = received.at(-1)!;
    expect(verifies(rotated.json.secret, after.headers['threshold-signature'] as string, after.body)).toBe(
      true,
    );
    expect(
      JSON.stringify((await ctx.request('GET', '/api/webhooks', { cookie: await manager() })).json),
    ).not.toContain(rotated.json.secret);
  });

  it('stops sending when switched off, refuses stale edits and keeps other organizations out', async () => {
    const { webhook } = await addWebhook(['contact']);
    const off = await ctx.request('PATCH', `/api/webhooks/${webhook.id}`, {
      cookie: await manager(),
      body: { active: false, version: webhook.version },
    });
    expect(off.status).toBe(200);
    const stale = await ctx.request('PATCH', `/api/webhooks/${webhook.id}`, {
      cookie: await manager(),
      body: { description: 'late', version: webhook.version },
    });
    expect(stale.status).toBe(409);
    await createContact('realtor@demo.test', 'Switched off');
    await sendAll(await scanWebhookEvents(ctx.db));
    const log = await ctx.request('GET', `/api/webhooks/${webhook.id}/deliveries`, {
      cookie: await manager(),
    });
    expect(log.json.items).toEqual([]);

    const outsider = await managerOfAnotherBrokerage();
    const deliveries = await ctx.request('GET', `/api/webhooks/${webhook.id}/deliveries`, {
      cookie: outsider,
    });
    expect(deliveries.status).toBe(404);
    expect((await ctx.request('POST', `/api/webhooks/${webhook.id}/ping`, { cookie: outsider })).status).toBe(
      404,
    );
    expect((await ctx.request('GET', '/api/webhooks', { cookie: outsider })).json.items).toEqual([]);
  });

  it('is for organization managers only, and refuses bad input with field errors', async () => {
    expect(
      (await ctx.request('GET', '/api/webhooks', { cookie: await as('realtor@demo.test') })).status,
    ).toBe(403);
    const bad = await ctx.request('POST', '/api/webhooks', {
      cookie: await manager(),
      body: { url: 'ftp://example.com/x', events: [] },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['events', 'url']);
  });
});
