import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays } from '@threshold/domain/transactions/business-days';
import { computeRelativeDate } from '@threshold/domain/transactions/deadlines';
import { DEFAULT_KEY_DATES } from '@threshold/domain/transactions/key-date-defaults';
import { auditLog } from '../../../platform/audit/audit.schema';
import { createTestContext, type TestContext } from '../../../test/harness';
import { createDeal, sessions } from '../transactions-test-kit';

let ctx: TestContext;
let cookieFor: ReturnType<typeof sessions>;
beforeAll(async () => {
  ctx = await createTestContext();
  cookieFor = sessions(ctx);
});
afterAll(() => ctx.close());

const PATH = '/api/key-date-templates';
// A Friday: 7 calendar days later is Fri July 3rd 2026, the observed Independence Day.
const ACCEPTANCE = '2026-06-26';

const templates = async (email: string) => {
  const response = await ctx.request('GET', PATH, { cookie: await cookieFor(email) });
  expect(response.status, JSON.stringify(response.json)).toBe(200);
  return response.json.items as any[];
};
const setOf = async (email: string, type: string) => (await templates(email)).find((t) => t.type === type);
const put = async (email: string, type: string, items: unknown[]) =>
  ctx.request('PUT', `${PATH}/${type}`, { cookie: await cookieFor(email), body: { items } });
const datesOfNewDeal = async () => {
  const cookie = await cookieFor('realtor@demo.test');
  const deal = await createDeal(ctx, cookie, { status: 'under_contract', dates: { acceptance: ACCEPTANCE } });
  const dates = await ctx.request('GET', `/api/transactions/${deal.id}/dates`, { cookie });
  return new Map<string, any>(dates.json.items.map((d: any) => [d.key, d]));
};
const auditRows = (action: string) =>
  ctx.db
    .select({ entityId: auditLog.entityId, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityType, 'key_date_template')));

const BROKER = 'managing_broker@demo.test';
const survey = {
  key: 'survey',
  label: 'Survey due',
  kind: 'relative',
  anchor_key: 'acceptance',
  offset_days: 7,
  business_days: true,
  roll: true,
};

describe('organization key-date defaults', () => {
  it('lists the built-in set of every type until the organization edits one', async () => {
    const items = await templates('realtor@demo.test');
    expect(items.map((t) => t.type)).toEqual(['purchase', 'sale', 'lease', 'referral']);
    for (const t of items) {
      expect(t).toMatchObject({ customized: false, updated_at: null });
      expect(t.items.map((i: any) => i.key)).toEqual(DEFAULT_KEY_DATES[t.type as 'sale'].map((d) => d.key));
    }
    expect(items[0].items[0]).toEqual({
      key: 'acceptance',
      label: 'Contract acceptance',
      kind: 'absolute',
      anchor_key: null,
      offset_days: 0,
      business_days: false,
      roll: false,
      is_deadline: false,
    });
  });

  it('applies an edited purchase set to new deals, and the built-in set again after DELETE', async () => {
    const builtIn = (await setOf(BROKER, 'purchase')).items;
    const edited = [
      ...builtIn.map((i: any) => (i.key === 'inspection' ? { ...i, offset_days: 7 } : i)),
      survey,
    ];
    const saved = await put(BROKER, 'purchase', edited);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json).toMatchObject({ type: 'purchase', customized: true });
    expect(Date.parse(saved.json.updated_at)).toBeGreaterThan(Date.now() - 60_000);
    // A business-day count never rolls: stored as roll false.
    expect(saved.json.items.at(-1)).toEqual({ ...survey, roll: false, is_deadline: true });
    expect(await setOf('realtor@demo.test', 'purchase')).toEqual(saved.json);
    expect((await setOf(BROKER, 'sale')).customized).toBe(false);

    const dates = await datesOfNewDeal();
    const surveyDate = computeRelativeDate(ACCEPTANCE, { offsetDays: 7, businessDays: true, roll: false });
    const inspectionDate = computeRelativeDate(ACCEPTANCE, {
      offsetDays: 7,
      businessDays: false,
      roll: true,
    });
    expect(surveyDate).not.toBe(addCalendarDays(ACCEPTANCE, 7));
    expect(inspectionDate).not.toBe(addCalendarDays(ACCEPTANCE, 7));
    expect(dates.get('survey')).toMatchObject({
      date: surveyDate,
      label: 'Survey due',
      rule: '7 business days after Contract acceptance',
      is_deadline: true,
    });
    expect(dates.get('inspection').date).toBe(inspectionDate);

    const [replaced] = await auditRows('key_date_template.replace');
    expect(replaced).toMatchObject({ entityId: 'purchase', before: { customized: false } });
    expect((replaced!.after as any).items.map((i: any) => i.key)).toContain('survey');

    const reset = await ctx.request('DELETE', `${PATH}/purchase`, { cookie: await cookieFor(BROKER) });
    expect(reset.status).toBe(200);
    expect(reset.json).toEqual({
      type: 'purchase',
      items: builtIn,
      customized: false,
      updated_at: null,
      // A reset keeps counting (ADR 0093).
      version: saved.json.version + 1,
    });
    expect(await setOf(BROKER, 'purchase')).toEqual(reset.json);
    const [resetRow] = await auditRows('key_date_template.reset');
    expect(resetRow).toMatchObject({
      entityId: 'purchase',
      before: { customized: true },
      after: { customized: false },
    });

    const again = await datesOfNewDeal();
    expect(again.has('survey')).toBe(false);
    expect(again.get('inspection').date).toBe(
      computeRelativeDate(ACCEPTANCE, { offsetDays: 10, businessDays: false, roll: true }),
    );
  });

  it('lets only template managers write (a realtor gets 403)', async () => {
    const items = (await setOf('realtor@demo.test', 'purchase')).items;
    expect((await put('realtor@demo.test', 'purchase', items)).status).toBe(403);
    const del = await ctx.request('DELETE', `${PATH}/purchase`, {
      cookie: await cookieFor('realtor@demo.test'),
    });
    expect(del.status).toBe(403);
    expect((await setOf(BROKER, 'purchase')).customized).toBe(false);
  });

  it('refuses circles, duplicates and sets without acceptance or closing, field by field', async () => {
    const base = (await setOf(BROKER, 'purchase')).items;
    const circle = await put(BROKER, 'purchase', [
      ...base,
      { ...survey, key: 'a', anchor_key: 'b' },
      { ...survey, key: 'b', anchor_key: 'a' },
    ]);
    expect(circle.status).toBe(400);
    expect(circle.json.error.fields).toEqual({
      [`items.${base.length}.anchor_key`]: 'These dates depend on each other in a circle: a → b → a',
    });
    const duplicate = await put(BROKER, 'purchase', [...base, base[2]]);
    expect(duplicate.json.error.fields).toEqual({ [`items.${base.length}.key`]: 'This date appears twice' });
    const unknown = await put(BROKER, 'purchase', [...base, { ...survey, anchor_key: 'nope' }]);
    expect(unknown.json.error.fields).toEqual({
      [`items.${base.length}.anchor_key`]: 'Unknown anchor date "nope"',
    });

    const noClosing = base.filter((i: any) => i.key !== 'closing' && i.anchor_key !== 'closing');
    const missing = await put(BROKER, 'purchase', noClosing);
    expect(missing.status).toBe(400);
    expect(missing.json.error.fields).toEqual({
      items: 'Keep "closing": every set has the acceptance and closing dates',
    });
    const referral = (await setOf(BROKER, 'referral')).items;
    const noAcceptance = await put(BROKER, 'referral', referral.slice(1));
    expect(noAcceptance.json.error.fields.items).toMatch(/^Keep "acceptance"/);
    const relativeAcceptance = await put(BROKER, 'referral', [
      { ...referral[0], kind: 'relative', anchor_key: 'closing', offset_days: -30 },
      referral[1],
    ]);
    expect(relativeAcceptance.json.error.fields).toEqual({
      'items.0.kind': 'Acceptance is a fixed date: it is filled in when the deal goes under contract',
    });
    expect((await put(BROKER, 'rental', base)).status).toBe(400);
    expect((await ctx.request('DELETE', `${PATH}/rental`, { cookie: await cookieFor(BROKER) })).status).toBe(
      400,
    );
    expect((await auditRows('key_date_template.replace')).length).toBe(1);
  });

  it('normalizes an absolute date: no anchor, no offset', async () => {
    const [acceptance, closing] = (await setOf(BROKER, 'referral')).items;
    const saved = await put(BROKER, 'referral', [
      acceptance,
      { ...closing, anchor_key: 'acceptance', offset_days: 60, business_days: true, roll: true },
    ]);
    expect(saved.status, JSON.stringify(saved.json)).toBe(200);
    expect(saved.json.items[1]).toEqual(closing);
    await ctx.request('DELETE', `${PATH}/referral`, { cookie: await cookieFor(BROKER) });
  });

  it('keeps the CRM settings and the key-date sets apart in organizations.settings', async () => {
    const broker = await cookieFor(BROKER);
    const patch = (body: unknown) => ctx.request('PATCH', '/api/contacts/settings', { cookie: broker, body });
    expect((await patch({ needs_attention_days: 9 })).status).toBe(200);
    const items = [
      ...(await setOf(BROKER, 'lease')).items,
      { ...survey, key: 'keys_handover', label: 'Keys' },
    ];
    expect((await put(BROKER, 'lease', items)).status).toBe(200);
    const attentionDays = async () =>
      (await ctx.request('GET', '/api/contacts/settings', { cookie: broker })).json.needs_attention_days;
    expect(await attentionDays()).toBe(9);
    expect((await patch({ needs_attention_days: 11 })).status).toBe(200);
    const lease = await setOf(BROKER, 'lease');
    expect(lease.customized).toBe(true);
    expect(lease.items.map((i: any) => i.key)).toContain('keys_handover');
    expect((await ctx.request('DELETE', `${PATH}/sale`, { cookie: broker })).status).toBe(200);
    expect(await attentionDays()).toBe(11);
    expect((await setOf(BROKER, 'lease')).customized).toBe(true);
    // Another organization's sets are untouched.
    for (const t of await templates('broker@lakeside.demo.test')) expect(t.customized).toBe(false);
  });

  it('gives callers without an organization the built-in sets, and no way to change them', async () => {
    const email = 'no.org@example.test';
    const password = 'Harbor-lights-77!';
    const signUp = await ctx.request('POST', '/api/auth/sign-up/email', {
      body: { email, password, first_name: 'No', last_name: 'Org', callbackURL: '/verify-email' },
    });
    expect(signUp.status).toBe(200);
    const link = (await ctx.newestMailTo(email))!.links[0]!;
    const token = new URL(link).searchParams.get('token')!;
    await ctx.request('GET', `/api/auth/verify-email?token=${encodeURIComponent(token)}`);
    const cookie = await ctx.signIn(email, password);
    const list = await ctx.request('GET', PATH, { cookie });
    expect(list.status).toBe(200);
    expect(list.json.items.every((t: any) => !t.customized)).toBe(true);
    expect(list.json.items.find((t: any) => t.type === 'lease').items.map((i: any) => i.key)).not.toContain(
      'keys_handover',
    );
  });
});
