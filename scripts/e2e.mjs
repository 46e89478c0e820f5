#!/usr/bin/env node
/**
 * Runs the Playwright suite against a real server: Debian's Chromium headless shell (installed with
 * apt if missing), a fresh build of the web app when the sources changed, the server on a free port
 * with a temporary database. Extra arguments go to `playwright test` (e.g. a spec file or --grep).
 */
import path from 'node:path';
import { buildWebIfStale, ensureChromium, ROOT, run, startServer } from '../e2e/support/server.mjs';

const chromium = await ensureChromium('chromium-headless-shell');
await buildWebIfStale();
const logFile = path.join(ROOT, 'test-results', 'e2e-server.log');
const server = await startServer({ logFile });
console.log(`[e2e] server at ${server.baseUrl} (log: ${path.relative(ROOT, logFile)})`);

let code = 1;
const stopOnSignal = async () => {
  await server.stop();
  process.exit(130);
};
process.once('SIGINT', stopOnSignal);
process.once('SIGTERM', stopOnSignal);
try {
  code = await run('npx', ['playwright', 'test', ...process.argv.slice(2)], {
    env: { ...process.env, E2E_BASE_URL: server.baseUrl, CHROMIUM_PATH: chromium },
  });
} finally {
  await server.stop();
}
process.exit(code);
