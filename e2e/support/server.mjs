/**
 * Starts the Threshold server for tests and benchmarks: a free port, a fresh temporary DATA_DIR,
 * NODE_ENV=development (so the dev mailbox exists), the built SPA served from apps/web/dist.
 */
import { spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  readdirSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** True when apps/web/dist is missing or older than any web or domain source. */
export function webBuildIsStale() {
  const built = path.join(ROOT, 'apps/web/dist/index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  const sources = [
    'apps/web/src',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/public',
    'packages/domain/src',
  ];
  return sources.some((source) => newestMtime(path.join(ROOT, source)) > builtAt);
}

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function buildWebIfStale() {
  if (!webBuildIsStale()) return;
  console.log('[e2e] building the web app (apps/web/dist is missing or stale)…');
  const code = await run('npm', ['run', 'build', '-w', '@threshold/web']);
  if (code !== 0) throw new Error('the web build failed');
}

async function waitForHealth(baseUrl, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs} ms`);
}

/** Starts the server; resolves with its URL and a stop() that also removes the data folder. */
export async function startServer({ logFile, env = {} } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'threshold-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: baseUrl,
      // Many sign-ins from one address in a few seconds: the per-minute auth limit would trip.
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      // Parallel workers write quickly from one address (and benchmarks from one user).
      RATE_LIMIT_USER_WRITES_PER_MINUTE: '1000000',
      RATE_LIMIT_ADDRESS_WRITES_PER_MINUTE: '1000000',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  if (logFile) {
    mkdirSync(path.dirname(logFile), { recursive: true });
    const log = createWriteStream(logFile);
    child.stdout.pipe(log);
    child.stderr.pipe(log);
  } else {
    child.stdout.resume();
    child.stderr.pipe(process.stderr);
  }
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`[e2e] the server stopped unexpectedly (code ${code}, signal ${signal})`);
  });
  const stop = async () => {
    stopping = true;
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      const killed = await Promise.race([
        new Promise((resolve) => child.once('exit', () => resolve(true))),
        new Promise((resolve) => setTimeout(() => resolve(false), 10_000)),
      ]);
      if (!killed) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, port, dataDir, stop };
}

/**
 * A Debian browser package's executable, installed with apt when missing (never a Playwright browser
 * download): `chromium` (the full browser, for Lighthouse and headed debugging) or
 * `chromium-headless-shell` (the same Chromium build in the old headless mode, which Playwright itself
 * uses for headless runs and which costs the suite about a quarter less CPU; ADR 0190).
 * CHROMIUM_PATH overrides either.
 */
export async function ensureChromium(debianPackage = 'chromium') {
  const chromium = process.env.CHROMIUM_PATH ?? `/usr/bin/${debianPackage}`;
  if (existsSync(chromium)) return chromium;
  console.log(`[e2e] installing Debian ${debianPackage}…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const sh = (args) => run(sudo[0] ?? args[0], sudo.length ? args : args.slice(1));
  if ((await sh(['apt-get', 'update'])) !== 0) throw new Error('apt-get update failed');
  if ((await sh(['apt-get', 'install', '-y', debianPackage])) !== 0)
    throw new Error(`apt-get install ${debianPackage} failed`);
  if (!existsSync(chromium)) throw new Error(`${chromium} is still missing after installing ${debianPackage}`);
  return chromium;
}
