import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));
const include = ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'];

/**
 * Test files that need a module graph of their own: they mock a module (`vi.mock`, which would leak
 * into every later file of the worker) or say `// @vitest-isolate` (they depend on module-level
 * state starting fresh). They run in the `web-isolated` project; every other file shares its
 * worker's modules, which saves re-importing React and the app for each of ~100 files (docs/testing.md).
 */
const NEEDS_ISOLATION = /\bvi\.(?:mock|doMock)\(|@vitest-isolate\b/;
const isolatedFiles = ['src', 'build']
  .flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' }).map((file) => `${folder}/${file}`),
  )
  .filter((file) => /\.test\.tsx?$/.test(file))
  .filter((file) => NEEDS_ISOLATION.test(readFileSync(path.join(root, file), 'utf8')));

const shared = {
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
};

const testOptions = {
  root,
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
  restoreMocks: true,
  // Route modules are imported lazily on first visit; on a loaded CI machine that can take seconds.
  testTimeout: 20_000,
  unstubEnvs: true,
  unstubGlobals: true,
};

/** The web project of the root vitest workspace (root: apps/web, jsdom): files share a worker's modules. */
export default defineProject({
  ...shared,
  test: { ...testOptions, name: 'web', include, exclude: isolatedFiles, isolate: false },
});

/** The web files that mock modules or need fresh module state, each in its own module graph. */
export const webIsolatedProject = defineProject({
  ...shared,
  test: { ...testOptions, name: 'web-isolated', include: isolatedFiles, isolate: true },
});
