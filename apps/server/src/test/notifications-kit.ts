import { expect } from 'vitest';
import type { RoleKey } from '@threshold/domain/roles';
import type { TestContext } from './harness';
import { createDeal, sessions } from '../modules/transactions/transactions-test-kit';

/** Helpers for the notification suites: deals, notes and checklist steps through the real API. */
export function notificationKit(ctx: TestContext) {
  const cookieFor = sessions(ctx);
  const userId = (role: RoleKey) => ctx.seed!.harborview.users.get(role)!;

  const list = async (email: string, query = '') => {
    const res = await ctx.request('GET', `/api/notifications${query}`, { cookie: await cookieFor(email) });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.items as any[];
  };
  const unread = async (email: string) => {
    const res = await ctx.request('GET', '/api/notifications/unread-count', {
      cookie: await cookieFor(email),
    });
    expect(res.status).toBe(200);
    return res.json.unread as number;
  };
  const dealOf = async (email: string, title: string) =>
    createDeal(ctx, await cookieFor(email), { title }) as Promise<{ id: string; title: string }>;
  const note = async (email: string, dealId: string, body: string, mentionRoles: RoleKey[]) => {
    const res = await ctx.request('POST', `/api/transactions/${dealId}/notes`, {
      cookie: await cookieFor(email),
      body: { body, mention_user_ids: mentionRoles.map(userId) },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(201);
  };
  const checklistStep = async (email: string, dealId: string, itemId: string, step: string, body = {}) => {
    const res = await ctx.request('POST', `/api/transactions/${dealId}/checklist/${itemId}/${step}`, {
      cookie: await cookieFor(email),
      body,
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json;
  };
  /** A deal of the realtor's with one of its checklist items submitted by the realtor. */
  const submittedItem = async (title: string) => {
    const deal = await dealOf('realtor@demo.test', title);
    const items = await ctx.request('GET', `/api/transactions/${deal.id}/checklist`, {
      cookie: await cookieFor('realtor@demo.test'),
    });
    const item = items.json.items[0];
    await checklistStep('realtor@demo.test', deal.id, item.id, 'submit', { document_name: 'doc.pdf' });
    return { deal, item };
  };
  const setPreferences = async (email: string, kinds: Record<string, string>) => {
    const res = await ctx.request('PUT', '/api/notifications/preferences', {
      cookie: await cookieFor(email),
      body: { kinds },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json;
  };
  return { cookieFor, userId, list, unread, dealOf, note, checklistStep, submittedItem, setPreferences };
}
