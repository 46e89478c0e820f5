import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles, moduleOf, readImportGraph } from './test/import-graph';

const SRC = path.resolve(import.meta.dirname);

describe('server import graph (docs/decisions/0095)', () => {
  const graph = readImportGraph(SRC);

  it('reads the real source tree', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(fs.existsSync(path.join(SRC, 'app.ts'))).toBe(true);
  });

  it('has no import cycle between files', () => {
    expect(importCycles(graph).map((cycle) => cycle.map((f) => path.relative(SRC, f)))).toEqual([]);
  });

  // A module may join another module's tables (the *.schema files are one database model); what may
  // not go both ways is code: services and repositories calling each other's functions.
  it('has no import cycle between modules through their code', () => {
    const modules = new Map<string, Set<string>>();
    for (const [file, imports] of graph) {
      const from = moduleOf(SRC, file);
      if (!from) continue;
      const targets = modules.get(from) ?? new Set<string>();
      for (const imported of imports) {
        const to = imported.endsWith('.schema.ts') ? null : moduleOf(SRC, imported);
        if (to && to !== from) targets.add(to);
      }
      modules.set(from, targets);
    }
    expect(importCycles(modules)).toEqual([]);
  });

  it('finds a cycle when there is one (the check itself works)', () => {
    const looped = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
      ['d', new Set(['a'])],
    ]);
    expect(importCycles(looped)).toEqual([['a', 'b', 'c']]);
  });
});
