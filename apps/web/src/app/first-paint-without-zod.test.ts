import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * ADR 0070: zod (≈ 25 KB gzipped) stays off the first paint of the sign-in page and the dashboards,
 * so no module those pages load at once may import it, however indirectly (a constant that lives in
 * a `*.contract.ts` file is enough to pull it in). Follows static imports from the modules the
 * dashboards load; `import type` and dynamic `import()` (loaded later, on use) are not followed.
 */
const WEB = path.resolve(__dirname, '..');
const DOMAIN = path.resolve(WEB, '../../../packages/domain/src');
const ROOTS = [
  'main.tsx',
  'app/signed-in-app.tsx',
  'features/dashboard/pages/dashboard-page.tsx',
  'features/dashboard/pages/client-dashboard-page.tsx',
  'lib/realtime-client.ts',
].map((file) => path.join(WEB, file));

const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\s)([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

/** Only type names between the braces (`import { type A, type B } from …`) load nothing at run time. */
const typesOnly = (clause: string) =>
  /^\{[^}]*\}$/.test(clause.trim()) &&
  clause
    .replace(/[{}]/g, '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .every((name) => name.startsWith('type '));

function resolveFile(base: string): string | null {
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

function resolveImport(from: string, specifier: string): string {
  if (specifier.startsWith('@/')) return resolveFile(path.join(WEB, specifier.slice(2))) ?? specifier;
  if (specifier.startsWith('@threshold/domain/'))
    return resolveFile(path.join(DOMAIN, specifier.slice('@threshold/domain/'.length))) ?? specifier;
  if (specifier.startsWith('.')) return resolveFile(path.resolve(path.dirname(from), specifier)) ?? specifier;
  return specifier; // a package
}

/** The chain of modules from a root to zod, or null. */
function pathToZod(): string[] | null {
  const parent = new Map<string, string | null>(ROOTS.map((root) => [root, null]));
  const queue = [...ROOTS];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (!path.isAbsolute(file)) continue;
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const [, clause, specifier, bare] = match;
      if (clause !== undefined && typesOnly(clause)) continue;
      const target = resolveImport(file, (specifier ?? bare)!);
      if (parent.has(target)) continue;
      parent.set(target, file);
      if (target === 'zod' || target.startsWith('zod/')) {
        const chain = [target];
        for (let at: string | null = file; at; at = parent.get(at) ?? null) chain.unshift(at);
        return chain.map((f) => path.relative(path.resolve(WEB, '../../..'), f));
      }
      queue.push(target);
    }
  }
  return null;
}

describe('first paint without zod', () => {
  it('no module the sign-in page or a dashboard loads at once imports zod', () => {
    expect(pathToZod()).toBeNull();
  });
});
