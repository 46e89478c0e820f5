import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverRoot = path.resolve(import.meta.dirname, '../..');

describe('npm run db:seed', () => {
  it('refuses in production before it opens any database', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/db.ts', 'seed'], {
      cwd: serverRoot,
      encoding: 'utf8',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        APP_URL: 'https://deals.example.com',
        BETTER_AUTH_SECRET: 'p'.repeat(40),
        DATA_DIR: '/nonexistent/never-created',
      },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/refuses to run in production/);
    // A whole Node process compiling the CLI with tsx: under npm test it shares the machine with
    // lint, and can take more than vitest's default five seconds to start.
  }, 60_000);
});
