import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One naming scheme (docs/conventions.md §5, docs/decisions/0095): kebab-case names; a dot only before a
 * role suffix from this list, then `.integration` / `.test` for tests (`.both-drivers.integration` for
 * integration files that run on PGlite and PostgreSQL, docs/testing.md).
 */
const ROLES = ['routes', 'service', 'repository', 'schema', 'sql', 'dto', 'contract'];
const NAME = new RegExp(
  `^[a-z0-9]+(-[a-z0-9]+)*(\\.(${ROLES.join('|')}))?((\\.both-drivers)?\\.integration)?(\\.test)?\\.tsx?$`,
);
const REPO = path.resolve(import.meta.dirname, '../../..');
const TREES = ['apps/server/src', 'apps/server/seed', 'packages/domain/src', 'apps/web/src'];

function names(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return names(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path.relative(REPO, full)] : [];
  });
}

describe('source file names', () => {
  it('follow one scheme', () => {
    const files = TREES.flatMap((tree) => names(path.join(REPO, tree)));
    expect(files.length).toBeGreaterThan(300);
    expect(files.filter((file) => !NAME.test(path.basename(file)))).toEqual([]);
  });

  it('the scheme refuses what it should', () => {
    for (const bad of [
      'createTransaction.contract.ts',
      'contacts.context.ts',
      'seed_factory.ts',
      'a.engine.ts',
      'x.both-drivers.test.ts',
    ])
      expect(NAME.test(bad), bad).toBe(false);
    for (const good of [
      'create-transaction.contract.ts',
      'transactions-scope.sql.ts',
      'x.integration.test.ts',
      'x.both-drivers.integration.test.ts',
    ])
      expect(NAME.test(good), good).toBe(true);
  });
});
