import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEGAL_VERSIONS } from '@threshold/domain/onboarding/legal-versions';
import { createTestContext, type TestContext } from '../../test/harness';
import { countRows, userId } from '../../test/integration-helpers';

/** AcceptTerms and brokerage onboarding (issue 17 item 4, ADR 0143), through the API. */
let ctx: TestContext;
const PASSWORD = 'onboarding-pass-2026';
const CURRENT = { terms_version: LEGAL_VERSIONS.terms, privacy_version: LEGAL_VERSIONS.privacy };

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

async function signUp(email: string) {
  const signUp = await ctx.request('POST', '/api/auth/sign-up/email', {
    body: { email, password: PASSWORD, first_name: 'Rosa', last_name: 'Founder' },
  });
  expect(signUp.status).toBe(200);
  const link = new URL((await ctx.newestMailTo(email))!.links[0]!);
  const token = link.searchParams.get('token')!;
  expect((await ctx.request('GET', `/api/auth/verify-email?token=${encodeURIComponent(token)}`)).status).toBe(
    200,
  );
  return ctx.signIn(email, PASSWORD);
}

const brokerage = {
  name: 'Cedar & Pine Realty',
  address: { line1: '12 Harbor Way', city: 'Portland', state: 'OR', postal_code: '97201' },
  time_zone: 'America/Los_Angeles',
  licence_number: 'OR-201455',
};

describe('terms acceptance', () => {
  it('a new account has not accepted; accepting records the versions in force once, with the time', async () => {
    const cookie = await signUp('terms.new@example.com');
    const before = await ctx.request('GET', '/api/me', { cookie });
    expect(before.json.legal).toEqual({ ...CURRENT, accepted_at: null });

    const accepted = await ctx.request('POST', '/api/me/terms', { cookie, body: CURRENT });
    expect(accepted.status).toBe(200);
    expect(Date.parse(accepted.json.accepted_at)).toBeGreaterThan(Date.now() - 60_000);
    const again = await ctx.request('POST', '/api/me/terms', { cookie, body: CURRENT });
    expect(again.json.accepted_at).toBe(accepted.json.accepted_at);

    const me = await ctx.request('GET', '/api/me', { cookie });
    expect(me.json.legal.accepted_at).toBe(accepted.json.accepted_at);
    const id = await userId(ctx, 'terms.new@example.com');
    expect(await countRows(ctx, sql`select count(*) as n from legal_acceptances where user_id = ${id}`)).toBe(
      1,
    );
    expect(
      await countRows(
        ctx,
        sql`select count(*) as n from audit_log where action = 'legal.accepted' and entity_id = ${id}`,
      ),
    ).toBe(1);
  });

  it('an acceptance of an older version does not count, and outdated versions are refused with field errors', async () => {
    const cookie = await signUp('terms.old@example.com');
    const id = await userId(ctx, 'terms.old@example.com');
    await ctx.db.execute(
      sql`insert into legal_acceptances (user_id, terms_version, privacy_version) values (${id}, '2020-01-01', '2020-01-01')`,
    );
    expect((await ctx.request('GET', '/api/me', { cookie })).json.legal.accepted_at).toBeNull();

    const stale = await ctx.request('POST', '/api/me/terms', {
      cookie,
      body: { terms_version: '2020-01-01', privacy_version: LEGAL_VERSIONS.privacy },
    });
    expect(stale.status).toBe(400);
    expect(Object.keys(stale.json.error.fields)).toEqual(['terms_version']);
    expect((await ctx.request('POST', '/api/me/terms', { cookie, body: {} })).status).toBe(400);
    expect((await ctx.request('POST', '/api/me/terms', { body: CURRENT })).status).toBe(401);
  });
});

describe('creating a brokerage', () => {
  it('makes the founder its managing broker with the settings given, and nothing else in it', async () => {
    const cookie = await signUp('founder@example.com');
    const created = await ctx.request('POST', '/api/onboarding/brokerage', { cookie, body: brokerage });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const organizationId = created.json.organization_id as string;

    const me = (await ctx.request('GET', '/api/me', { cookie })).json;
    expect(me.primaryAffiliation).toMatchObject({
      organization_id: organizationId,
      organization_name: 'Cedar & Pine Realty',
      role_key: 'managing_broker',
      is_primary: true,
    });
    expect(me.permissions).toContain('manage:organization');
    const settings = await ctx.request('GET', '/api/organization/settings', { cookie });
    expect(settings.json).toMatchObject({ ...brokerage, address: { ...brokerage.address, line2: '' } });
    expect((await ctx.request('GET', '/api/transactions', { cookie })).json.items).toEqual([]);
    expect((await ctx.request('GET', '/api/contacts', { cookie })).json.items).toEqual([]);
    const members = await ctx.request('GET', '/api/organization/members', { cookie });
    expect(members.json.items.map((m: { email: string }) => m.email)).toEqual(['founder@example.com']);
    expect(
      await countRows(
        ctx,
        sql`select count(*) as n from audit_log where action = 'organization.created' and organization_id = ${organizationId}`,
      ),
    ).toBe(1);
  });

  it('refuses a second brokerage, including two submissions at once', async () => {
    const cookie = await signUp('twice@example.com');
    const body = { ...brokerage, name: 'Twice Realty' };
    const answers = await Promise.all([
      ctx.request('POST', '/api/onboarding/brokerage', { cookie, body }),
      ctx.request('POST', '/api/onboarding/brokerage', { cookie, body }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect(
      await countRows(ctx, sql`select count(*) as n from organizations where name = 'Twice Realty'`),
    ).toBe(1);
    const member = await ctx.request('POST', '/api/onboarding/brokerage', {
      cookie: await ctx.signIn('realtor@demo.test'),
      body,
    });
    expect(member.status).toBe(409);
  });

  it('answers field errors for bad input, and nothing to a visitor', async () => {
    const cookie = await signUp('bad.input@example.com');
    const bad = await ctx.request('POST', '/api/onboarding/brokerage', {
      cookie,
      body: { name: ' ', time_zone: 'Mars/Olympus', licence_number: 'x'.repeat(60) },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.error.fields).sort()).toEqual(['licence_number', 'name', 'time_zone']);
    expect((await ctx.request('POST', '/api/onboarding/brokerage', { body: brokerage })).status).toBe(401);
  });
});
