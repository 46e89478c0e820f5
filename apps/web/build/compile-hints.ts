import type { Plugin, Rolldown } from 'vite';

const HINT = '//# allFunctionsCalledOnLoad\n';

/** The named chunks and every chunk they import statically: what loads, and mostly runs, with them. */
function withStaticImports(
  bundle: Rolldown.OutputBundle,
  roots: ReadonlySet<string>,
): Rolldown.OutputChunk[] {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const byFileName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const found = new Set(chunks.filter((chunk) => roots.has(chunk.name)));
  for (const chunk of found) {
    for (const fileName of chunk.imports) {
      const imported = byFileName.get(fileName);
      if (imported) found.add(imported);
    }
  }
  return [...found];
}

/** The chunk's source map (kept on the chunk, and written as its own asset) gains an empty first line. */
function shiftSourceMapByALine(bundle: Rolldown.OutputBundle, chunk: Rolldown.OutputChunk): void {
  if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`;
  const file = bundle[chunk.sourcemapFileName ?? `${chunk.fileName}.map`];
  if (file?.type !== 'asset' || typeof file.source !== 'string') return;
  const map = JSON.parse(file.source) as { mappings: string };
  file.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
}

/**
 * Marks the chunks of a first load for eager compilation (V8's explicit compile hints, Chrome 136+;
 * ADR 0185): with the hint on its first line, V8 compiles every function of the file on a background
 * thread while the script streams in, instead of on the main thread the first time each one is
 * called. `roots` names the chunks whose code mostly runs as the first page loads; the chunks they
 * import statically come with them. Other browsers read the line as a comment. Runs after Vite has
 * prepended its dependency map to each chunk; the source map gains one empty line to match.
 */
export function compileHints(roots: readonly string[]): Plugin {
  const rootNames = new Set(roots);
  return {
    name: 'threshold:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of withStaticImports(bundle, rootNames)) {
          chunk.code = HINT + chunk.code;
          shiftSourceMapByALine(bundle, chunk);
        }
      },
    },
  };
}
