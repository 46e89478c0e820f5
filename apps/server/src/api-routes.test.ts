import { describe, expect, it } from 'vitest';
import { declaredRoutes } from './test/route-table';

/**
 * Who may call what, for every route of every area (ARCHITECTURE §4). A change in access shows up as
 * a diff of api-routes.snapshot.txt in review; update it with `npx vitest run -u` when intended.
 */
describe('API route access table', () => {
  const routes = declaredRoutes();

  it('matches the committed snapshot', async () => {
    const table = routes.map((r) => `${r.method.toUpperCase().padEnd(6)} ${r.path} → ${r.access}`).join('\n');
    await expect(`${table}\n`).toMatchFileSnapshot('./api-routes.snapshot.txt');
  });

  it('declares every route once, and mounts fixed transaction paths before /:id', () => {
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const index = (path: string) => keys.indexOf(`get ${path}`);
    for (const fixed of [
      'counts',
      'facets',
      'export',
      'review-queue',
      'deadlines',
      'approvals',
      'checklist-templates',
      'key-date-templates',
    ]) {
      expect(index(`/api/transactions/${fixed}`), fixed).toBeLessThan(index('/api/transactions/:id'));
    }
  });

  it('guards every transactions write with a permission, never with just a session', () => {
    const writes = routes.filter((r) => r.path.startsWith('/api/transactions') && r.method !== 'get');
    expect(writes.length).toBeGreaterThan(20);
    for (const r of writes)
      expect(['public', 'authenticated'], `${r.method} ${r.path}`).not.toContain(r.access);
  });
});
