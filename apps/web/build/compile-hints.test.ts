import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { compileHints } from './compile-hints';

const HINT = '//# allFunctionsCalledOnLoad\n';

function chunk(name: string, code: string, imports: string[] = []): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    name,
    fileName: `assets/${name}.js`,
    code,
    imports: imports.map((imported) => `assets/${imported}.js`),
    map: { mappings: 'AAAA;AACA' },
  } as unknown as Rolldown.OutputChunk;
}

function asset(fileName: string, source: string): Rolldown.OutputAsset {
  return { type: 'asset', name: undefined, fileName, source } as unknown as Rolldown.OutputAsset;
}

/** Runs the plugin's generateBundle hook over a bundle, as Vite does after its own hooks. */
function generate(roots: string[], outputs: (Rolldown.OutputChunk | Rolldown.OutputAsset)[]) {
  const hook = compileHints(roots).generateBundle as {
    handler: (options: unknown, bundle: Rolldown.OutputBundle) => void;
  };
  hook.handler({}, Object.fromEntries(outputs.map((output) => [output.fileName, output])));
}

describe('compileHints', () => {
  it('puts the hint on the first line of the roots and of what they import statically, and shifts their source maps', () => {
    const entry = chunk('index', 'const __vite__mapDeps=()=>[];\nimport "./vendor.js";', ['vendor']);
    const vendor = chunk('vendor', 'export const v = 1;', ['runtime']);
    const runtime = chunk('runtime', 'export const r = 1;');
    const page = chunk('contacts-page', 'import "./vendor.js";', ['vendor']);
    const css = asset('assets/index.css', 'a{}');
    const entryMap = asset('assets/index.js.map', JSON.stringify({ version: 3, mappings: ';AAAA' }));
    const pageMap = asset('assets/contacts-page.js.map', JSON.stringify({ version: 3, mappings: 'AAAA' }));
    generate(['index'], [entry, vendor, runtime, page, css, entryMap, pageMap]);

    expect(entry.code).toBe(`${HINT}const __vite__mapDeps=()=>[];\nimport "./vendor.js";`);
    expect(entry.map?.mappings).toBe(';AAAA;AACA');
    expect(vendor.code).toBe(`${HINT}export const v = 1;`);
    expect(runtime.code).toBe(`${HINT}export const r = 1;`);
    expect(page.code).toBe('import "./vendor.js";');
    expect(JSON.parse(entryMap.source as string)).toEqual({ version: 3, mappings: ';;AAAA' });
    expect(page.map?.mappings).toBe('AAAA;AACA');
    expect(JSON.parse(pageMap.source as string)).toEqual({ version: 3, mappings: 'AAAA' });
    expect(css.source).toBe('a{}');
  });
});
