import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createDeal, newDeal, sessions } from '../transactions.test-kit';

/**
 * A participant added by contact_id copies the contact's name, e-mail and phone onto the deal, so
 * the contact must be one the caller may read through the contacts API (contacts.scope.ts) and not
 * deleted; any other id answers exactly like an unknown one.
 */
let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
let realtorDeal: string;
const contact: Record<'own' | 'others' | 'deleted', string> = { own: '', others: '', deleted: '' };
const UNKNOWN = '00000000-0000-4000-8000-00000000c0de';

beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
  const broker = await cookieFor('broker@demo.test');
  const make = async (first: string, owner: 'realtor' | 'leasing_agent') => {
    const res = await ctx.request('POST', '/api/contacts', {
      cookie: broker,
      body: {
        first_name: first,
        last_name: 'Scopecheck',
        emails: [{ value: `${first.toLowerCase()}@scope.test`, label: 'home' }],
        phones: [{ value: '+1 206 555 0101', label: 'mobile' }],
        owner_id: ctx.seed!.harborview.users.get(owner)!,
      },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    return res.json.id as string;
  };
  contact.own = await make('Owned', 'realtor');
  contact.others = await make('Hidden', 'leasing_agent');
  contact.deleted = await make('Removed', 'realtor');
  const removed = await ctx.request('DELETE', `/api/contacts/${contact.deleted}`, { cookie: broker });
  expect(removed.status, JSON.stringify(removed.json)).toBe(200);
  realtorDeal = (await createDeal(ctx, await cookieFor('realtor@demo.test'))).id;
});
afterAll(() => ctx.close());

const add = async (contactId: string) =>
  ctx.request('POST', `/api/transactions/${realtorDeal}/participants`, {
    cookie: await cookieFor('realtor@demo.test'),
    body: { contact_id: contactId, roles: ['buyer'] },
  });

describe('adding a participant by contact_id', () => {
  it('the realtor cannot see the other agent’s contact through the contacts API', async () => {
    const res = await ctx.request('GET', `/api/contacts/${contact.others}`, {
      cookie: await cookieFor('realtor@demo.test'),
    });
    expect(res.status).toBe(404);
  });

  it.each([
    ['another agent’s', 'others'],
    ['a deleted', 'deleted'],
  ] as const)(
    'refuses %s contact with the very answer an unknown id gets, and copies nothing',
    async (_, which) => {
      const unknown = await add(UNKNOWN);
      expect(unknown.status).toBe(400);
      expect(unknown.json.error.fields).toHaveProperty('contact_id');
      const refused = await add(contact[which]);
      expect(refused.status).toBe(unknown.status);
      expect(refused.json).toEqual(unknown.json);
      const people = await ctx.request('GET', `/api/transactions/${realtorDeal}/participants`, {
        cookie: await cookieFor('realtor@demo.test'),
      });
      expect(JSON.stringify(people.json)).not.toMatch(/Scopecheck|scope\.test/);
    },
  );

  it('refuses them the same way when the deal is created with them', async () => {
    const cookie = await cookieFor('realtor@demo.test');
    const create = (contactId: string) =>
      ctx.request('POST', '/api/transactions', {
        cookie,
        body: newDeal({ participants: [{ contact_id: contactId, roles: ['seller'] }] }),
      });
    const unknown = await create(UNKNOWN);
    expect(unknown.status).toBe(400);
    for (const id of [contact.others, contact.deleted]) expect((await create(id)).json).toEqual(unknown.json);
  });

  it('attaches the realtor’s own contact and copies its details', async () => {
    const res = await add(contact.own);
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.participant).toMatchObject({
      contact_id: contact.own,
      first_name: 'Owned',
      email: 'owned@scope.test',
      phone: '+1 206 555 0101',
    });
  });

  it('lets the broker, whose scope is the organization, attach the other agent’s contact', async () => {
    const res = await ctx.request('POST', `/api/transactions/${realtorDeal}/participants`, {
      cookie: await cookieFor('broker@demo.test'),
      body: { contact_id: contact.others, roles: ['seller'] },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
    expect(res.json.participant).toMatchObject({ first_name: 'Hidden', email: 'hidden@scope.test' });
  });
});
