import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoleKey } from '@threshold/domain/roles';
import { addCalendarDays, toIsoDate } from '@threshold/domain/transactions/business-days';
import { createTestContext, type TestContext } from '../../test/harness';
import { sessions } from '../transactions/transactions-test-kit';

let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
});
afterAll(() => ctx.close());

const today = toIsoDate(new Date());
const user = (role: RoleKey) => ctx.seed!.harborview.users.get(role)!;
const memberPath = (role: RoleKey) => `/api/organization/members/${user(role)}`;

async function memberIds(email: string, name: string) {
  const response = await ctx.request('GET', `/api/compliance/${name}`, { cookie: await cookieFor(email) });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json.items.map((i: any) => i.member.id) as string[];
}

async function setLicence(role: RoleKey, licence: Record<string, unknown> | null) {
  const response = await ctx.request('PATCH', memberPath(role), {
    cookie: await cookieFor('managing_broker@demo.test'),
    body: { licence },
  });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
}

describe('licence expirations', () => {
  it('lists expired and expiring licences of members in scope, and drops a renewed one', async () => {
    await setLicence('realtor', { number: 'ME-RC-1', state: 'ME', expires_on: addCalendarDays(today, -1) });
    await setLicence('leasing_agent', {
      number: 'ME-LA-2',
      state: 'ME',
      expires_on: addCalendarDays(today, 20),
    });
    await setLicence('broker', { number: 'ME-DR-3', state: 'ME', expires_on: addCalendarDays(today, 400) });

    const response = await ctx.request('GET', '/api/compliance/licence-expirations', {
      cookie: await cookieFor('broker@demo.test'),
    });
    expect(response.json.items).toEqual([
      expect.objectContaining({
        member: expect.objectContaining({ id: user('realtor'), role: 'realtor', first_name: 'Riley' }),
        licence_number: 'ME-RC-1',
        warning: 'expired',
      }),
      expect.objectContaining({
        member: expect.objectContaining({ id: user('leasing_agent') }),
        warning: 'expiring',
      }),
    ]);
    expect(response.json.total).toBe(2);
    // Tessa leads Harbor North: Riley is on it, Luis (Bayfront) is not.
    expect(await memberIds('team_leader@demo.test', 'licence-expirations')).toEqual([user('realtor')]);
    expect(await memberIds('broker@lakeside.demo.test', 'licence-expirations')).toEqual([]);

    await setLicence('realtor', { number: 'ME-RC-1', state: 'ME', expires_on: addCalendarDays(today, 365) });
    expect(await memberIds('broker@demo.test', 'licence-expirations')).toEqual([user('leasing_agent')]);
  });
});

describe('supervised roles without a supervisor', () => {
  it('lists a supervised member whose supervisor was removed until one is assigned', async () => {
    expect(await memberIds('broker@demo.test', 'unsupervised-members')).toEqual([]);
    const manager = await cookieFor('managing_broker@demo.test');
    for (const [role, supervisor] of [
      ['assistant', 'team_leader'],
      ['unlicensed_assistant', 'broker'],
    ] as const) {
      const removed = await ctx.request('DELETE', `${memberPath(role)}/supervisors/${user(supervisor)}`, {
        cookie: manager,
      });
      expect(removed.status, JSON.stringify(removed.json)).toBe(200);
    }
    const all = await memberIds('broker@demo.test', 'unsupervised-members');
    expect(all.sort()).toEqual([user('assistant'), user('unlicensed_assistant')].sort());
    // Alex (assistant) is on Harbor North; Uma (unlicensed assistant) is on Bayfront.
    expect(await memberIds('team_leader@demo.test', 'unsupervised-members')).toEqual([user('assistant')]);
    expect(await memberIds('broker@lakeside.demo.test', 'unsupervised-members')).toEqual([]);

    const added = await ctx.request('POST', `${memberPath('assistant')}/supervisors`, {
      cookie: manager,
      body: { supervisor_id: user('team_leader'), relationship_type: 'team_supervision' },
    });
    expect(added.status).toBe(200);
    expect(await memberIds('broker@demo.test', 'unsupervised-members')).toEqual([
      user('unlicensed_assistant'),
    ]);
  });
});
