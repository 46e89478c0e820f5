import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/harness';
import { userProfiles } from '../../identity/identity.schema';
import { supervisorRelationships, teamMembers } from '../../organizations/organizations.schema';
import { transactionAssignments, transactionParticipants, transactions } from '../transactions.schema';
import { listAll, sessions } from '../transactions-test-kit';

let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
});
afterAll(() => ctx.close());

/**
 * An independent model of ARCHITECTURE §4 in plain JavaScript over the raw tables: the API must
 * return exactly these deals for each scope.
 */
async function oracle() {
  const deals = await ctx.db
    .select({
      id: transactions.id,
      org: transactions.organizationId,
      owner: transactions.ownerId,
      team: transactions.teamId,
    })
    .from(transactions);
  const parts = await ctx.db
    .select({ tx: transactionParticipants.transactionId, user: transactionParticipants.userId })
    .from(transactionParticipants);
  const assigned = await ctx.db
    .select({ tx: transactionAssignments.transactionId, user: transactionAssignments.userId })
    .from(transactionAssignments);
  const members = await ctx.db
    .select({ team: teamMembers.teamId, user: teamMembers.userId, status: teamMembers.status })
    .from(teamMembers);
  const supervision = await ctx.db
    .select({ user: supervisorRelationships.userId, supervisor: supervisorRelationships.supervisorId })
    .from(supervisorRelationships);
  const direct = (userId: string) =>
    new Set([
      ...deals.filter((d) => d.owner === userId).map((d) => d.id),
      ...parts.filter((p) => p.user === userId).map((p) => p.tx),
      ...assigned.filter((a) => a.user === userId).map((a) => a.tx),
    ]);
  return {
    all: () => new Set(deals.map((d) => d.id)),
    organization: (orgId: string) => new Set(deals.filter((d) => d.org === orgId).map((d) => d.id)),
    own: direct,
    team: (userId: string, orgId: string) => {
      const myTeams = new Set(
        members.filter((m) => m.user === userId && m.status === 'active').map((m) => m.team),
      );
      const teammates = new Set(
        members.filter((m) => myTeams.has(m.team) && m.status === 'active').map((m) => m.user),
      );
      const mine = direct(userId);
      return new Set(
        deals
          .filter(
            (d) =>
              d.org === orgId &&
              (mine.has(d.id) || (d.team && myTeams.has(d.team)) || teammates.has(d.owner)),
          )
          .map((d) => d.id),
      );
    },
    assigned: (userId: string) => {
      const ids = direct(userId);
      for (const s of supervision.filter((r) => r.user === userId))
        for (const id of direct(s.supervisor)) ids.add(id);
      return ids;
    },
  };
}

const hv = () => ctx.seed!.harborview;
const user = (role: string) => hv().users.get(role as never)!;
const idsOf = async (email: string) =>
  new Set((await listAll(ctx, await cookieFor(email))).map((d) => d.id as string));

describe('scope matrix: each role lists exactly the deals its scope allows', () => {
  it('system admin (all) sees every deal of every organization', async () => {
    const o = await oracle();
    expect(await idsOf('system_admin@demo.test')).toEqual(o.all());
  });

  it.each(['managing_broker', 'broker', 'brokerage_admin'])(
    '%s (organization) sees every Harborview deal and no Lakeside deal',
    async (role) => {
      const o = await oracle();
      const ids = await idsOf(`${role}@demo.test`);
      expect(ids).toEqual(o.organization(hv().id));
      expect(ids.size).toBeGreaterThanOrEqual(150);
    },
  );

  it('team_leader (team) sees the deals of Harbor North members and tagged deals, not Bayfront’s', async () => {
    const o = await oracle();
    const ids = await idsOf('team_leader@demo.test');
    expect(ids).toEqual(o.team(user('team_leader'), hv().id));
    const realtorDeals = o.own(user('realtor'));
    expect([...realtorDeals].every((id) => ids.has(id))).toBe(true);
    expect([...o.own(user('leasing_agent'))].some((id) => !ids.has(id))).toBe(true);
  });

  it('team scope also covers a deal tagged with the team and a deal the leader takes part in', async () => {
    const bayfront = await ctx.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.ownerId, user('leasing_agent')))
      .limit(2);
    const [tagged, joined] = bayfront.map((d) => d.id);
    const before = await idsOf('team_leader@demo.test');
    expect(before.has(tagged!)).toBe(false);
    expect(before.has(joined!)).toBe(false);
    await ctx.db
      .update(transactions)
      .set({ teamId: hv().teams.get('Harbor North Team')! })
      .where(eq(transactions.id, tagged!));
    await ctx.db.insert(transactionParticipants).values({
      transactionId: joined!,
      userId: user('team_leader'),
      firstName: 'Tessa',
      lastName: 'Lindqvist',
      roles: ['referral_agent'],
    });
    const o = await oracle();
    const after = await idsOf('team_leader@demo.test');
    expect(after).toEqual(o.team(user('team_leader'), hv().id));
    expect(after.has(tagged!) && after.has(joined!)).toBe(true);
  });

  it('realtor (own) sees only deals they own, take part in or are assigned to', async () => {
    const o = await oracle();
    const ids = await idsOf('realtor@demo.test');
    expect(ids).toEqual(o.own(user('realtor')));
    expect(ids.size).toBeLessThan(o.organization(hv().id).size);
  });

  it('transaction_coordinator (assigned) sees assignments plus the deals of the broker they support', async () => {
    const o = await oracle();
    const ids = await idsOf('transaction_coordinator@demo.test');
    expect(ids).toEqual(o.assigned(user('transaction_coordinator')));
    expect([...o.own(user('broker'))].every((id) => ids.has(id))).toBe(true);
  });

  it('attorney (assigned) sees only deals assigned to them', async () => {
    const o = await oracle();
    const ids = await idsOf('attorney@demo.test');
    expect(ids).toEqual(o.assigned(user('attorney')));
    expect(ids.size).toBeGreaterThan(0);
  });

  it('buyer (own, client) sees exactly the deals they take part in, read-only', async () => {
    const o = await oracle();
    const ids = await idsOf('buyer@demo.test');
    expect(ids).toEqual(o.own(user('buyer')));
    expect(ids.size).toBeGreaterThan(0);
    const cookie = await cookieFor('buyer@demo.test');
    const id = [...ids][0]!;
    const detail = await ctx.request('GET', `/api/transactions/${id}`, { cookie });
    expect(detail.status).toBe(200);
    expect(detail.json.access).toMatchObject({
      read_only: true,
      can_edit: false,
      can_see_notes: false,
      can_see_financials: false,
      allowed_transitions: [],
    });
    expect(
      (await ctx.request('PATCH', `/api/transactions/${id}`, { cookie, body: { mls_number: 'X' } })).status,
    ).toBe(403);
    expect((await ctx.request('GET', `/api/transactions/${id}/notes`, { cookie })).status).toBe(403);
    expect(
      (
        await ctx.request('POST', `/api/transactions/${id}/transition`, {
          cookie,
          body: { to: 'cancelled', reason: 'x', fall_through_reason: 'other' },
        })
      ).status,
    ).toBe(403);
  });

  it('Lakeside broker sees only Lakeside deals', async () => {
    const o = await oracle();
    expect(await idsOf('broker@lakeside.demo.test')).toEqual(o.organization(ctx.seed!.lakeside.id));
  });
});

describe('out-of-scope ids answer 404', () => {
  it('Lakeside broker gets 404 for a Harborview deal on get, update, transition and sub-resources', async () => {
    const cookie = await cookieFor('broker@lakeside.demo.test');
    const [deal] = await ctx.db
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.organizationId, hv().id))
      .limit(1);
    const id = deal!.id;
    expect((await ctx.request('GET', `/api/transactions/${id}`, { cookie })).status).toBe(404);
    expect(
      (await ctx.request('PATCH', `/api/transactions/${id}`, { cookie, body: { mls_number: 'LK-1' } }))
        .status,
    ).toBe(404);
    expect(
      (
        await ctx.request('POST', `/api/transactions/${id}/transition`, {
          cookie,
          body: { to: 'withdrawn', reason: 'x', fall_through_reason: 'other' },
        })
      ).status,
    ).toBe(404);
    for (const sub of [
      'participants',
      'checklist',
      'dates',
      'notes',
      'timeline',
      'deadlines',
      'tasks',
      'assignments',
      'status-history',
    ]) {
      const response = await ctx.request('GET', `/api/transactions/${id}/${sub}`, { cookie });
      expect(response.status, sub).toBe(404);
      expect(response.json.error.code).toBe('NOT_FOUND');
    }
  });

  it('a realtor gets 404 for a colleague’s deal they are not on', async () => {
    const o = await oracle();
    const mine = o.own(user('realtor'));
    const other = [...o.organization(hv().id)].find((id) => !mine.has(id))!;
    const cookie = await cookieFor('realtor@demo.test');
    expect((await ctx.request('GET', `/api/transactions/${other}`, { cookie })).status).toBe(404);
    expect(
      (await ctx.request('PATCH', `/api/transactions/${other}`, { cookie, body: { beds: 3 } })).status,
    ).toBe(404);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    const cookie = await cookieFor('broker@demo.test');
    const bad = await ctx.request('GET', '/api/transactions/not-a-uuid', { cookie });
    expect(bad.status).toBe(400);
    expect(bad.json.error.fields).toHaveProperty('id');
    expect((await ctx.request('GET', `/api/transactions/${crypto.randomUUID()}`, { cookie })).status).toBe(
      404,
    );
    expect(
      (
        await ctx.request('PATCH', `/api/transactions/${crypto.randomUUID()}/checklist/x1`, {
          cookie,
          body: { title: 'x' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await ctx.request('POST', '/api/transactions/approvals/zzz/approve', { cookie, body: {} })).status,
    ).toBe(400);
  });

  it('answers 401 without a session', async () => {
    expect((await ctx.request('GET', '/api/transactions')).status).toBe(401);
  });
});

describe('role_details scope override', () => {
  it('widens a realtor to the organization', async () => {
    const o = await oracle();
    await ctx.db
      .update(userProfiles)
      .set({ roleDetails: { transactionAccessScope: 'organization' } })
      .where(eq(userProfiles.id, user('realtor')));
    try {
      expect(await idsOf('realtor@demo.test')).toEqual(o.organization(hv().id));
    } finally {
      await ctx.db
        .update(userProfiles)
        .set({ roleDetails: null })
        .where(eq(userProfiles.id, user('realtor')));
    }
  });
});
