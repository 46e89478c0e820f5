import { expect } from 'vitest';
import { uploadDocument } from '../documents/documents-test-kit';
import { createDeal } from '../transactions/transactions-test-kit';
import type { TestContext } from '../../test/harness';
import { signingToken } from './envelope-token';

/** Shared helpers of the envelope suites (not a test file itself). */

export const outside = (key: string, routing_order: number, role = 'signer') => ({
  key,
  kind: 'outside',
  name: `Signer ${key}`,
  email: `${key}@signers.example`,
  role,
  routing_order,
});

export const signatureField = (id: string, recipient_key: string, y = 0.5) => ({
  id,
  recipient_key,
  kind: 'signature',
  page: 1,
  x: 0.1,
  y,
  width: 0.3,
  height: 0.05,
});

/**
 * A deal of the realtor's with a document, and a draft envelope with these recipients and fields
 * (on the given deal, and of the given document of it, when named).
 */
export async function draftEnvelope(
  ctx: TestContext,
  cookie: string,
  recipients: object[],
  fields: object[],
  opts: { transactionId?: string; documentId?: string } = {},
) {
  const transactionId = opts.transactionId ?? (await createDeal(ctx, cookie)).id;
  const documentId =
    opts.documentId ??
    (await uploadDocument(ctx, cookie, { name: 'Purchase agreement', transaction_id: transactionId })).id;
  const created = await ctx.request('POST', '/api/envelopes', { cookie, body: { document_id: documentId } });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const patched = await ctx.request('PATCH', `/api/envelopes/${created.json.id}`, {
    cookie,
    headers: { 'If-Match': `"${created.json.version}"` },
    body: { recipients, fields },
  });
  expect(patched.status, JSON.stringify(patched.json)).toBe(200);
  return { ...patched.json, transactionId, documentId };
}

export async function sendDraft(ctx: TestContext, cookie: string, envelope: { id: string; version: number }) {
  const sent = await ctx.request('POST', `/api/envelopes/${envelope.id}/send`, {
    cookie,
    headers: { 'If-Match': `"${envelope.version}"` },
  });
  expect(sent.status, JSON.stringify(sent.json)).toBe(200);
  return sent.json;
}

/** The token of the newest signing link e-mailed to `email`, or null when none was. */
export async function mailedToken(ctx: TestContext, email: string) {
  const mail = await ctx.newestMailTo(email);
  const link = mail?.links.find((l: string) => l.includes('/sign/'));
  return link ? link.split('/sign/')[1]! : null;
}

/** A recipient's current link token, computed as the server does (for links not e-mailed yet). */
export function tokenOf(
  ctx: TestContext,
  envelope: { recipients: { id: string; key: string }[] },
  key: string,
  generation = 1,
) {
  const r = envelope.recipients.find((x) => x.key === key)!;
  return signingToken(ctx.config.authSecret, r.id, generation);
}

/** A tiny real PNG (a drawn signature's shape), base64. */
export const DRAWN_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

/** Consents and signs every field of the link's recipient (drawn signatures, typed text). */
export async function consentAndSign(ctx: TestContext, token: string, values?: Record<string, unknown>) {
  const consent = await ctx.request('POST', `/api/sign/${token}/consent`, {
    body: { disclosure_version: '2026-11', agreed: true },
  });
  expect(consent.status, JSON.stringify(consent.json)).toBe(200);
  const filled =
    values ??
    Object.fromEntries(
      consent.json.fields
        .filter((f: { kind: string }) => f.kind !== 'date_signed')
        .map((f: { id: string; kind: string }) => [
          f.id,
          f.kind === 'checkbox'
            ? { checked: true }
            : f.kind === 'signature'
              ? { png: DRAWN_PNG }
              : { text: 'Typed value' },
        ]),
    );
  return ctx.request('POST', `/api/sign/${token}/complete`, { body: { values: filled } });
}
