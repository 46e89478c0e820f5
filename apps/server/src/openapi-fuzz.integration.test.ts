import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test/harness';
import { bodyOf, nasty, type JsonSchema } from './test/json-schema-arbitrary';
import { createDeal } from './modules/transactions/transactions-test-kit';

/**
 * Issue 9 item 11 — no 5xx for any input, on every operation of `/api/openapi.json` (new areas join
 * by being in the document): path parameters are real ids, unknown ids or junk; query strings and
 * bodies come from the operation's JSON Schemas, valid or mutated; callers are a broker, a realtor,
 * a client and nobody. Every answer is < 500, and every 4xx has the error shape.
 */
interface Operation {
  method: string;
  path: string;
  parameters?: { name: string; in: 'path' | 'query' | 'header'; schema: JsonSchema }[];
  requestBody?: { content: { 'application/json'?: { schema: JsonSchema } } };
}

const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 30);
/** Signed-in callers are likelier: most handlers are behind a session. */
const CALLERS = [
  'broker@demo.test',
  'broker@demo.test',
  'realtor@demo.test',
  'realtor@demo.test',
  'buyer@demo.test',
  null,
] as const;

let ctx: TestContext;
const cookies = new Map<string, string>();
/** Real values of path parameters, by area (`transactions`, `contacts`, other) and name. */
const realValues: Record<string, Record<string, string[]>> = {
  any: { type: ['purchase', 'sale', 'lease'], side: ['buyer', 'seller'], key: ['inspection', 'closing'] },
  transactions: {},
  contacts: {},
};
let operations: Operation[] = [];

const idOf = (response: { status: number; json: any }) => {
  expect(response.status, JSON.stringify(response.json)).toBe(201);
  return response.json.id as string;
};

/** A deal and a contact with one of each child record, made by the realtor who owns them. */
async function createFixtures(realtor: string) {
  const deal = (await createDeal(ctx, realtor, { status: 'active' })).id as string;
  const contact = idOf(
    await ctx.request('POST', '/api/contacts', {
      cookie: realtor,
      body: { first_name: 'Fuzz', last_name: 'Target' },
    }),
  );
  const post = async (path: string, body: unknown) =>
    idOf(await ctx.request('POST', path, { cookie: realtor, body }));
  const checklist = await ctx.request('GET', `/api/transactions/${deal}/checklist`, { cookie: realtor });
  realValues.transactions = {
    id: [deal],
    itemId: [checklist.json.items[0].id],
    participantId: [
      await post(`/api/transactions/${deal}/participants`, {
        first_name: 'Fuzz',
        last_name: 'Buyer',
        roles: ['buyer'],
      }),
    ],
    taskId: [await post(`/api/transactions/${deal}/tasks`, { title: 'Fuzz task' })],
  };
  realValues.contacts = {
    id: [contact],
    taskId: [
      await post(`/api/contacts/${contact}/tasks`, {
        title: 'Fuzz task',
        due_at: new Date(Date.now() + 86_400_000).toISOString(),
      }),
    ],
    activityId: [await post(`/api/contacts/${contact}/activities`, { kind: 'note', body: 'Fuzz note' })],
  };
}

beforeAll(async () => {
  ctx = await createTestContext();
  for (const email of new Set(CALLERS)) if (email) cookies.set(email, await ctx.signIn(email));
  await createFixtures(cookies.get('realtor@demo.test')!);
  const doc = (await ctx.request('GET', '/api/openapi.json')).json as {
    paths: Record<string, Record<string, Omit<Operation, 'method' | 'path'>>>;
  };
  operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      ...operation,
      method: method.toUpperCase(),
      path,
    })),
  );
  // Deletes last, so the other operations still find the shared records.
  operations.sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
}, 120_000);
afterAll(() => ctx?.close());

const areaOf = (path: string) => /^\/api\/(transactions|contacts)\//.exec(path)?.[1] ?? 'any';

/** Lone surrogates cannot be URI-encoded; send them as invalid UTF-8 bytes instead. */
const encode = (value: unknown) => {
  try {
    return encodeURIComponent(String(value));
  } catch {
    return '%ED%A0%80';
  }
};

function requestOf(operation: Operation) {
  const parameters = operation.parameters ?? [];
  const pathParameters = parameters.filter((p) => p.in === 'path');
  const queryParameters = parameters.filter((p) => p.in === 'query');
  const real = { ...realValues.any, ...realValues[areaOf(operation.path)] };
  const pathValue = (name: string) =>
    fc.oneof(
      { weight: 4, arbitrary: real[name]?.length ? fc.constantFrom(...real[name]) : fc.uuid() },
      { weight: 1, arbitrary: fc.uuid() },
      { weight: 1, arbitrary: nasty.map(String) },
    );
  const queryValue = (schema: JsonSchema) =>
    fc.oneof(
      bodyOf(schema).map((json) => json.replace(/^"|"$/g, '')),
      nasty,
    );
  const schema = operation.requestBody?.content['application/json']?.schema;
  return fc.record({
    caller: fc.constantFrom(...CALLERS),
    path: fc
      .tuple(...pathParameters.map((p) => pathValue(p.name)))
      .map((values) =>
        pathParameters.reduce((path, p, i) => path.replace(`{${p.name}}`, encode(values[i])), operation.path),
      ),
    query: fc
      .subarray(queryParameters)
      .chain((chosen) =>
        fc.tuple(...chosen.map((p) => queryValue(p.schema).map((v) => `${p.name}=${encode(v)}`))),
      )
      .map((pairs) => pairs.join('&')),
    body: schema ? bodyOf(schema).map((b): string | undefined => b) : fc.constant(undefined),
  });
}

describe('every OpenAPI operation: no 5xx, and the error shape on every 4xx', () => {
  it('covers the whole document', () => {
    expect(operations.length).toBeGreaterThan(80);
  });

  it('refuses a NUL in a JSON body with 400 naming the field (the fuzz found a 500 in the profile)', async () => {
    const cookie = cookies.get('broker@demo.test')!;
    const response = await ctx.request('PATCH', '/api/me/profile', {
      cookie,
      body: JSON.stringify({ first_name: 'A\u0000' }),
    });
    expect(response.status).toBe(400);
    expect(response.json.error.fields).toEqual({ first_name: 'Must not contain NUL characters' });
  });

  it('refuses a NUL in a path or query value with 400 (PostgreSQL text cannot hold it)', async () => {
    const cookie = cookies.get('broker@demo.test')!;
    for (const url of ['/api/me/sessions/%00', '/api/transactions?q=a%00b', '/api/contacts?q=%00']) {
      const response = await ctx.request(url.startsWith('/api/me') ? 'DELETE' : 'GET', url, { cookie });
      expect(response.status, url).toBe(400);
      expect(response.json.error.code, url).toBe('VALIDATION_FAILED');
    }
  });

  it('answers every generated request below 500', async () => {
    for (const operation of operations) {
      await fc.assert(
        fc.asyncProperty(requestOf(operation), async ({ caller, path, query, body }) => {
          const url = query ? `${path}?${query}` : path;
          const response = await ctx.request(operation.method, url, {
            ...(caller && { cookie: cookies.get(caller) }),
            ...(body !== undefined && { body }),
          });
          const what = `${operation.method} ${url} as ${caller ?? 'nobody'} ${body?.slice(0, 300) ?? ''} → ${response.status} ${response.text.slice(0, 300)}`;
          expect(response.status, what).toBeLessThan(500);
          if (response.status >= 400) {
            expect(typeof response.json?.error?.code, what).toBe('string');
            expect(typeof response.json?.error?.message, what).toBe('string');
          }
          if (response.status === 400 && response.json.error.code === 'VALIDATION_FAILED') {
            expect(typeof response.json.error.fields, what).toBe('object');
          }
        }),
        { numRuns: RUNS_PER_OPERATION },
      );
    }
  }, 600_000);
});
