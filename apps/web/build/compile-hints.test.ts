import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { compileHints } from './compile-hints';

type OutputChunk = Rolldown.OutputChunk;
type OutputAsset = Rolldown.OutputAsset;

const HINT = '//# allFunctionsCalledOnLoad\n';

function chunk(name: string, code: string): OutputChunk {
  return {
    type: 'chunk',
    name,
    fileName: `assets/${name}-x.js`,
    code,
    map: { mappings: 'AAAA;AACA' },
  } as unknown as OutputChunk;
}

/** Runs the plugin's generateBundle hook over a bundle, as Vite does after its own hooks. */
function generate(names: string[], bundle: Record<string, OutputChunk | OutputAsset>) {
  const hook = compileHints(names).generateBundle as {
    handler: (o: unknown, b: Rolldown.OutputBundle) => void;
  };
  hook.handler({}, bundle as unknown as Rolldown.OutputBundle);
}

describe('compileHints', () => {
  it('puts the hint on the first line of the named chunks only, and shifts their source maps by a line', () => {
    const entry = chunk('index', 'const __vite__mapDeps=()=>[];\nimport "./a.js";');
    const page = chunk('contacts-page', 'export const x = 1;');
    const css = {
      type: 'asset',
      name: 'index.css',
      fileName: 'assets/index.css',
      source: 'a{}',
    } as OutputAsset;
    generate(['index'], { entry, page, css });
    expect(entry.code).toBe(`${HINT}const __vite__mapDeps=()=>[];\nimport "./a.js";`);
    expect(entry.map?.mappings).toBe(';AAAA;AACA');
    expect(page.code).toBe('export const x = 1;');
    expect(page.map?.mappings).toBe('AAAA;AACA');
    expect(css.source).toBe('a{}');
  });

  it('adds the hint once when the bundle is generated again', () => {
    const entry = chunk('index', 'run();');
    generate(['index'], { entry });
    generate(['index'], { entry });
    expect(entry.code).toBe(`${HINT}run();`);
    expect(entry.map?.mappings).toBe(';AAAA;AACA');
  });
});
