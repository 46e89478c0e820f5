import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildOpenApi } from './platform/http/openapi';
import { declaredRoutes } from './test/route-table';
import { createTestContext, type TestContext } from './test/harness';
import { STALE_PROBES } from './test/stale-probes';
import { ifMatch } from './test/versioning-kit';

/**
 * Issue 19 guard: every state-changing route either is versioned (declares `versioned: true` and has a
 * probe in test/stale-probes.ts that proves it refuses a stale version), or is listed below.
 * Converting a route: docs/versioning-howto.md.
 */

/** State-changing routes that do not edit an existing record someone else may have changed. */
const NOT_AN_EDIT: Record<string, string> = {
  'PATCH /api/me/profile': 'the caller’s own profile: nobody else writes it',
  'PUT /api/organization/logo':
    'replaces the whole image with the uploaded one: no fields to merge, the last upload is the logo (ADR 0175)',
  'DELETE /api/organization/logo':
    'removes the image; removing what is already gone is the same outcome (ADR 0175)',
  'POST /api/me/sync-verification': 'copies the caller’s e-mail verification; no fields to overwrite',
  'POST /api/rpc/is_system_admin': 'a read over POST',
  'POST /api/rpc/has_permission': 'a read over POST',
  'POST /api/contacts/import': 'creates/merges from a file; duplicates are previewed and chosen explicitly',
  'POST /api/contacts/export': 'a read over POST (download)',
  'PUT /api/contacts/import/mappings':
    'saves a named import preset whole (save-as, like a file); a later save of the same name replaces it on purpose',
  'DELETE /api/contacts/import/mappings': 'removes a named import preset; no fields to overwrite, idempotent',
  'DELETE /api/me/sessions/:id': 'ends one of the caller’s own sessions; no fields to overwrite',
  'POST /api/contacts/duplicates/check': 'a read over POST',
  'POST /api/contacts/bulk': 'a deliberate overwrite of one field on a selection, not a form opened earlier',
  'POST /api/contacts': 'creates a record',
  'POST /api/contacts/:id/activities': 'appends to the timeline',
  'POST /api/contacts/:id/tasks': 'creates a record',
  'POST /api/contacts/:id/invitations': 'creates an invitation',
  'POST /api/invitations/accept': 'accepts an invitation once (token); a second accept is refused',
  'POST /api/invitations/:id/resend': 'sends the e-mail again; no fields to overwrite',
  'POST /api/invitations/:id/revoke': 'ends an invitation; idempotent, no fields to overwrite',
  'POST /api/transactions/approvals/:approvalId/approve':
    'decides a pending change once (a second decision is refused); applying it checks the version the draft was based on',
  'POST /api/transactions/approvals/:approvalId/reject':
    'decides a pending change once; a second decision is refused',
  'POST /api/transactions': 'creates a record',
  'POST /api/documents/:id/approvals':
    'creates approval requests (one per approver; asking twice is refused)',
  'POST /api/documents/:id/approvals/:approvalId/decide':
    'decides a pending request once; a second decision is refused with 409',
  'POST /api/documents/:id/approvals/:approvalId/cancel':
    'ends a pending request once; a decided or cancelled one is refused with 409',
  'POST /api/transactions/:id/participants': 'creates a record',
  'POST /api/transactions/:id/assignments': 'adds a link (user ↔ deal)',
  'DELETE /api/transactions/:id/assignments/:assignmentId':
    'removes a link; no fields to overwrite, idempotent',
  'POST /api/transactions/:id/checklist': 'creates a record',
  'POST /api/transactions/:id/dates': 'creates a record',
  'POST /api/transactions/:id/tasks': 'creates a record',
  'POST /api/transactions/:id/notes': 'creates a record (notes are append-only)',
  'POST /api/calendar/events': 'creates a record',
  'POST /api/calendar/feed': 'replaces the caller’s own feed secret with a new one; no fields to overwrite',
  'DELETE /api/calendar/feed': 'revokes the caller’s own feed secret; idempotent, no fields to overwrite',
  'POST /api/tasks': 'creates a record (a personal task)',
  'POST /api/tasks/bulk':
    'many tasks at once: each item carries its own version, a stale one is refused per item (STALE_VERSION)',
  'POST /api/notifications/read-all': 'marks the caller’s own notifications read; idempotent',
  'POST /api/notifications/:id/read': 'marks one of the caller’s own notifications read; idempotent',
  'PUT /api/notifications/preferences':
    'replaces the caller’s own choices as a whole; nobody else writes them (ADR 0168)',
  'POST /api/calendar/reminders/read':
    'marks the caller’s own reminders read; idempotent, no fields to overwrite',
  'POST /api/tokens': 'creates a record (the caller’s own API token)',
  'POST /api/me/terms': 'records an acceptance (append-only); no fields to overwrite',
  'POST /api/onboarding/brokerage': 'creates a brokerage; a second one is refused (409)',
  'POST /api/webhooks': 'creates a record',
  'POST /api/webhooks/:id/rotate-secret':
    'replaces a generated secret wholesale; nothing a person typed is overwritten',
  'POST /api/webhooks/:id/ping': 'sends a test event; no fields to overwrite',
  'POST /api/webhooks/:id/deliveries/:deliveryId/redeliver': 'sends a delivery again; no fields to overwrite',
  'DELETE /api/tokens/:id': 'revokes the caller’s own API token; no fields to overwrite',
  'POST /api/organization/invitations': 'creates an invitation',
  'POST /api/organization/invitations/accept':
    'accepts a member invitation once (token); a second accept is refused',
  'POST /api/organization/invitations/:id/revoke': 'ends an invitation; idempotent, no fields to overwrite',
  'POST /api/organization/teams': 'creates a record',
  'POST /api/admin/users/:id/sign-out': 'ends a user’s sessions; no fields to overwrite, idempotent',
  'POST /api/admin/users/:id/disable':
    'a state switch; disabling a disabled user is refused (409), no fields',
  'POST /api/admin/users/:id/enable': 'a state switch; enabling an enabled user is refused (409), no fields',
  'POST /api/admin/users/:id/resend-verification': 'sends an e-mail; nothing stored is overwritten',
  'POST /api/admin/organizations': 'creates an organization and its first invitation; nothing to overwrite',
  'POST /api/admin/invitations': 'creates an invitation; nothing to overwrite',
  'POST /api/admin/invitations/:id/revoke': 'a state switch; revoking a revoked invitation is a no-op',
  'POST /api/platform-invitations/accept': 'single use: a second accept is refused (409), no fields',
  'POST /api/admin/organizations/:id/suspend':
    'a state switch; suspending a suspended organization is refused (409), no fields',
  'POST /api/admin/organizations/:id/reinstate':
    'a state switch; reinstating an active organization is refused (409), no fields',
  'PUT /api/admin/feature-flags/:key':
    'sets one on/off switch whole (or clears it); the last switch is meant to win, nothing typed is overwritten',
  'POST /api/admin/announcements': 'creates a record',
  'DELETE /api/admin/announcements/:id':
    'withdraws an announcement; no fields to overwrite, idempotent in effect',
  'POST /api/announcements/:id/dismiss': 'remembers the caller’s own dismissal; idempotent, no fields',
  'POST /api/properties': 'creates a record',
  'POST /api/listings': 'creates a record',
  'POST /api/verify': 'a read over POST (the body is the PDF to check); stores nothing',
  'POST /api/offer-links/:linkKey': 'creates a record (an offer, through the public portal)',
  'POST /api/listings/:id/photos': 'creates a record (an upload)',
  'POST /api/offer-status/:token/attachments': 'creates a record (an upload); attachments are never edited',
  'POST /api/offer-status/:token/respond':
    'the buyer agent’s one answer to the seller’s latest counter; a second answer is refused (409)',
  'POST /api/offer-status/:token/withdraw':
    'ends an offer once; a second withdraw is refused (409), no fields',
  'POST /api/conversations': 'creates a record (a direct conversation that exists is answered as it is)',
  'POST /api/conversations/:id/read':
    'moves the caller’s own read marker forward; never backwards, no fields to overwrite',
  'POST /api/conversations/:id/messages': 'creates a record',
  'POST /api/conversations/:id/guests':
    'creates an invitation (inviting the address again replaces its link; nothing to overwrite)',
  'DELETE /api/conversations/:id/guests/:guestId': 'ends a guest’s access; nothing to overwrite',
  'POST /api/guest/redeem': 'redeems a single-use link once; nothing to overwrite',
  'POST /api/guest/messages': 'creates a record (a guest’s message; guests do not edit)',
  'POST /api/conversations/:id/attachments': 'creates a record (an upload); attachments are never edited',
  'DELETE /api/conversations/:id/messages/:messageId':
    'the author marks their own message deleted; idempotent',
  'POST /api/conversations/:id/messages/:messageId/reactions': 'adds the caller’s own reaction; idempotent',
  'DELETE /api/conversations/:id/messages/:messageId/reactions/:emoji':
    'removes the caller’s own reaction; idempotent',
  'POST /api/rentals/properties': 'creates a record',
  'POST /api/rentals/properties/:id/units': 'creates a record',
  'POST /api/rentals/owners': 'creates a record',
  'POST /api/rentals/leases': 'creates a record',
  'POST /api/rentals/leases/:id/ledger': 'appends to an append-only ledger (corrections are new entries)',
  'POST /api/rentals/leases/:id/deposit':
    'appends to an append-only ledger; over-drawing the deposit is refused',
  'POST /api/rentals/charges/generate':
    'idempotent generation from the ledger as it stands; no fields to overwrite',
  'POST /api/rentals/maintenance': 'creates a record',
  'POST /api/rentals/maintenance/:id/photos': 'adds a photo (photos are never edited)',
  'POST /api/rentals/leases/:id/documents': 'links a document to a lease (409 when already linked)',
  'POST /api/documents': 'creates a record (an upload)',
  'POST /api/documents/:id/versions': 'appends a version; the earlier ones are kept, nothing is overwritten',
  'POST /api/documents/:id/restore':
    'brings a deleted document back once; a second restore is refused (409), no fields',
  'POST /api/templates': 'creates a record (an upload)',
  'POST /api/templates/:id/generate': 'creates a document from the template; the template is only read',
  'POST /api/envelopes': 'creates a record (a draft envelope)',
  'POST /api/envelopes/:id/remind':
    're-sends the current links and records a reminder event; changes no field of the envelope',
  'POST /api/envelopes/:id/recipients/:recipientId/resend':
    'replaces one recipient’s link (the old one dies) and records it; no fields to overwrite',
  'POST /api/envelopes/:id/sign-in-app':
    'answers the caller’s own signing link; refused when it is not their turn',
  'POST /api/sign/:token/consent': 'records the signer’s consent once; a second consent changes nothing',
  'POST /api/sign/:token/complete':
    'the recipient’s single-use completion: a second one is refused (410), routing order is enforced (409)',
  'POST /api/sign/:token/decline': 'ends the envelope once; later calls are refused (410)',
};

const routes = declaredRoutes();
const writes = routes.filter((r) => r.method !== 'get');
const keyOf = (r: (typeof routes)[number]) => `${r.method.toUpperCase()} ${r.path}`;
const versioned = writes.filter((r) => r.versioned).map(keyOf);

describe('every state-changing route is conditional on the version (issue 19)', () => {
  it('is versioned, or listed once as not an edit (with a reason)', () => {
    const problems: string[] = [];
    for (const route of writes) {
      const key = keyOf(route);
      const places = [route.versioned, key in NOT_AN_EDIT].filter(Boolean).length;
      if (places === 0) problems.push(`${key}: not versioned and not listed`);
      if (places > 1) problems.push(`${key}: versioned or listed more than once — shrink the list`);
    }
    const known = new Set(writes.map(keyOf));
    for (const key of Object.keys(NOT_AN_EDIT))
      if (!known.has(key)) problems.push(`${key}: listed but no such state-changing route`);
    for (const key of versioned)
      if (!STALE_PROBES[key]) problems.push(`${key}: versioned but has no stale probe`);
    expect(problems).toEqual([]);
  });

  it('documents If-Match and the 409 for each versioned route in the OpenAPI description', () => {
    const doc = buildOpenApi(routes, { version: 'test', serverUrl: 'http://localhost' });
    for (const key of versioned) {
      const [method, path] = key.split(' ') as [string, string];
      const operation = doc.paths[path.replace(/:(\w+)/g, '{$1}')]![method.toLowerCase()] as any;
      expect(
        operation.parameters.map((p: any) => p.name),
        key,
      ).toContain('If-Match');
      expect(Object.keys(operation.responses), key).toContain('409');
    }
  });

  describe('each versioned route refuses a stale version, changes nothing, and accepts the current one', () => {
    let ctx: TestContext;
    const cookies = new Map<string, string>();
    const as = async (email: string) => {
      if (!cookies.has(email)) cookies.set(email, await ctx.signIn(email));
      return cookies.get(email)!;
    };
    beforeAll(async () => {
      ctx = await createTestContext();
    });
    afterAll(() => ctx.close());

    it.each(versioned)('%s', async (key) => {
      const probe = await STALE_PROBES[key]!.setup(ctx, as);
      const cookie = await as(probe.readAs ?? 'broker@demo.test');
      const read = async () => (await ctx.request('GET', probe.readPath, { cookie })).json;
      const opened = await read();
      await probe.bump();
      const moved = await read();
      expect(moved.version).toBeGreaterThan(opened.version);
      const stale = await probe.send(ifMatch(opened.version));
      expect(stale.status, JSON.stringify(stale.json)).toBe(409);
      expect(stale.json.error.code).toBe('STALE_VERSION');
      expect(await read()).toEqual(moved);
      const current = await probe.send(ifMatch(moved.version));
      expect(current.status, JSON.stringify(current.json)).toBeLessThan(300);
      const after = await ctx.request('GET', probe.readPath, { cookie });
      if (after.status === 200) expect(after.json.version).toBeGreaterThan(moved.version);
      else expect(after.status).toBe(404); // a versioned DELETE
    });
  });
});
