import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { documents } from '../documents/documents.schema';
import { download } from '../documents/documents-test-kit';
import { sealedDocuments } from '../sealing/sealing.schema';
import { checkPdfSignature } from '../sealing/signature-check';
import { listAll, sessions } from '../transactions/transactions-test-kit';
import { envelopes } from './envelopes.schema';

let ctx: TestContext;
let broker: string;

beforeAll(async () => {
  ctx = await createTestContext();
  broker = await sessions(ctx)('broker@demo.test');
});
afterAll(() => ctx.close());

/** The seeded envelopes ("… — signatures") on Harborview's purchase agreements, as the broker reads them. */
async function seededEnvelopes() {
  const agreements = (await listAll(ctx, broker, '/api/documents')).filter(
    (d) => d.document_type === 'purchase_agreement',
  );
  const found: any[] = [];
  for (const doc of agreements) {
    const list = await ctx.request('GET', `/api/envelopes?document_id=${doc.id}`, { cookie: broker });
    expect(list.status).toBe(200);
    found.push(...list.json.items.filter((e: { title: string }) => e.title.endsWith('— signatures')));
  }
  return found;
}

describe('demo seed: the completed envelope (ADR 0177)', () => {
  it('is the one completed envelope, on a third purchase agreement, sealed as its current version and verifiable', async () => {
    const seeded = await seededEnvelopes();
    expect(seeded.map((e) => e.status).sort()).toEqual(['completed', 'sent', 'sent']);
    expect(new Set(seeded.map((e) => e.document_id)).size).toBe(3);
    const completed = seeded.find((e) => e.status === 'completed');
    expect(completed.recipients.map((r: { status: string }) => r.status)).toEqual(['completed', 'completed']);
    expect(completed.events.map((e: { action: string }) => e.action)).toEqual([
      'created',
      'sent',
      'consented',
      'signed',
      'sent',
      'consented',
      'signed',
      'completed',
      'sealed',
    ]);
    expect(completed.sealed_document_version).toBe(completed.document_version + 1);

    // The sealed PDF is the document's current version, digitally signed by the brokerage.
    const doc = (await ctx.request('GET', `/api/documents/${completed.document_id}`, { cookie: broker }))
      .json;
    expect(doc.current).toMatchObject({ number: completed.sealed_document_version, source: 'sealed' });
    const file = await download(ctx, broker, completed.document_id);
    const sha256 = createHash('sha256').update(file.bytes).digest('hex');
    expect(doc.current.sha256).toBe(sha256);
    expect(checkPdfSignature(file.bytes)).toEqual({
      signed: true,
      intact: true,
      signer: 'Harborview Realty',
    });

    // Anyone can verify it on /verify by its hash, without a session.
    const verified = await ctx.request('GET', `/api/verify/${sha256}`);
    expect(verified.status).toBe(200);
    expect(verified.json).toMatchObject({
      match: true,
      sealed_sha256: sha256,
      title: completed.title,
      organization_name: 'Harborview Realty',
    });
    expect(verified.json.recipients.map((r: { name: string }) => r.name)).toEqual(
      completed.recipients.map((r: { name: string }) => r.name),
    );
  });

  it('keeps the envelope of a sealed record: deleting it is refused, deleting the document removes both', async () => {
    const completed = (await seededEnvelopes()).find((e) => e.status === 'completed');
    await expect(ctx.db.delete(envelopes).where(eq(envelopes.id, completed.id))).rejects.toThrow();
    const records = () =>
      ctx.db.select().from(sealedDocuments).where(eq(sealedDocuments.envelopeId, completed.id));
    expect(await records()).toHaveLength(1);
    await ctx.db.delete(documents).where(eq(documents.id, completed.document_id));
    expect(await records()).toHaveLength(0);
    expect(await ctx.db.select().from(envelopes).where(eq(envelopes.id, completed.id))).toHaveLength(0);
  });
});
