import type { Plugin } from 'vite';

const HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Marks the named chunks for eager compilation (V8's explicit compile hints, Chrome 136+; ADR 0185):
 * the hint must be the file's first line, and V8 then compiles every function of the file while the
 * script streams in, on a background thread, instead of on the main thread the first time each one
 * is called. Only chunks whose code mostly runs while the first page loads are worth it. Other
 * browsers read the line as a comment. Runs after Vite has prepended its dependency map to each chunk;
 * the source map gains one empty line to match.
 */
export function compileHints(chunkNames: readonly string[]): Plugin {
  const names = new Set(chunkNames);
  return {
    name: 'threshold:compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type !== 'chunk' || !names.has(output.name) || output.code.startsWith(HINT)) continue;
          output.code = HINT + output.code;
          if (output.map) output.map.mappings = `;${output.map.mappings}`;
        }
      },
    },
  };
}
