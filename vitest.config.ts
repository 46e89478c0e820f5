import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { webIsolatedProject } from './apps/web/vitest.config';

const integration = (name: string, env: Record<string, string>) => ({
  // The global setup seeds the template, sealing a PDF (ADR 0177): it must load pdf-lib as Node does
  // (its CommonJS "main"), the one copy @signpdf/placeholder-pdf-lib requires, not the ES "module" build.
  environments: { __vitest__: { resolve: { mainFields: ['main'] } } },
  test: {
    name,
    root: 'apps/server',
    include: ['src/**/*.integration.test.ts'],
    environment: 'node',
    env,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks' as const,
    // The files of a worker share one module graph: importing the app once, not once per file, saves
    // about six seconds a file. So no integration file may mock a module or leave global state behind
    // (docs/testing.md).
    isolate: false,
    globalSetup: ['src/test/global-setup.ts'],
  },
});

export default defineConfig({
  test: {
    // At least two files at a time: on a two-core machine vitest's default (cores - 1) runs one, and a
    // file often waits on PostgreSQL, a child process or a timer while the other core idles.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server-unit',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'seed/**/*.test.ts'],
          exclude: ['src/**/*.integration.test.ts'],
          environment: 'node',
        },
      },
      integration('server-pglite', { TEST_DB_KIND: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL ? [integration('server-postgres', { TEST_DB_KIND: 'postgres' })] : []),
      './apps/web/vitest.config.ts',
      webIsolatedProject,
    ],
  },
});
