#!/usr/bin/env node
/**
 * Page-performance benchmark (not a test): gzipped JavaScript loaded by /login and /dashboard, and
 * Lighthouse 12 performance scores for both (mobile preset with simulated throttling, and desktop),
 * in Debian's Chromium against a freshly started server, for the broker's dashboard and a client's
 * (the demo buyer). Budgets: /login ≤ 95 KB gzipped JS; Lighthouse mobile ≥ 98 on /login and the
 * broker's /dashboard (issue 10, ADR 0070), ≥ 95 on the client's /dashboard (issue 18). Any page over budget prints an OVER BUDGET line
 * and the process exits with code 1. Prints a table and writes bench/results/pages-<timestamp>.json.
 *
 *   npm run bench:pages            # build if stale, start a server, measure
 *   BENCH_BASE_URL=http://… npm run bench:pages   # measure a running server instead
 *   BENCH_RUNS=5 npm run bench:pages              # Lighthouse runs per page and preset (median)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { buildWebIfStale, ensureChromium, ROOT, startServer } from '../e2e/support/server.mjs';

const BUDGET_LOGIN_KB = 95;
const PASSWORD = 'demo-pass-2026';
/** Each page measured: who is signed in (none for /login) and its Lighthouse mobile budget. */
const PAGES = [
  { label: '/login', route: '/login', email: null, budget: 98 },
  { label: '/dashboard (broker)', route: '/dashboard', email: 'broker@demo.test', budget: 98 },
  { label: '/dashboard (client)', route: '/dashboard', email: 'buyer@demo.test', budget: 95 },
];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--no-first-run',
];

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Signs in through the API and returns the Cookie header value of the session. */
async function sessionCookie(baseUrl, email) {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** Loads a page in Chromium and sums the gzipped size of every script it loaded. */
async function measureJs(browser, baseUrl, { label, route }, cookie) {
  const context = await browser.newContext();
  if (cookie) {
    const cookies = cookie.split('; ').map((pair) => {
      const [name, ...rest] = pair.split('=');
      return { name, value: rest.join('='), url: baseUrl };
    });
    await context.addCookies(cookies);
  }
  await context.addInitScript(() => globalThis.localStorage.setItem('threshold.cookie-notice.seen', 'true'));
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => null);
    if (body)
      scripts.push({
        url: new URL(response.url()).pathname,
        raw: body.length,
        gzip: zlib.gzipSync(body).length,
      });
  });
  await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  if (new URL(page.url()).pathname !== route) throw new Error(`${route} redirected to ${page.url()}`);
  await context.close();
  const total = scripts.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), {
    raw: 0,
    gzip: 0,
  });
  return { label, route, files: scripts.length, rawKB: kb(total.raw), gzipKB: kb(total.gzip), scripts };
}

async function lighthouseScore(chromePath, url, cookie, preset) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      extraHeaders: cookie ? { Cookie: cookie } : undefined,
    };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    const audits = result.lhr.audits;
    // A run Lighthouse could not finish (no paint seen, protocol time-out) has no score, only a code.
    const failure = result.lhr.runtimeError?.code;
    if (failure) return { preset, failure };
    return {
      preset,
      score: Math.round(result.lhr.categories.performance.score * 100),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Math.round(audits['cumulative-layout-shift'].numericValue * 1000) / 1000,
    };
  } finally {
    await chrome.kill();
  }
}

const chromePath = await ensureChromium();
let server = null;
let baseUrl = process.env.BENCH_BASE_URL;
if (!baseUrl) {
  await buildWebIfStale();
  server = await startServer({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' } });
  baseUrl = server.baseUrl;
}

try {
  const cookies = new Map();
  for (const page of PAGES) if (page.email) cookies.set(page.email, await sessionCookie(baseUrl, page.email));
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const js = [];
  for (const page of PAGES) js.push(await measureJs(browser, baseUrl, page, cookies.get(page.email)));
  await browser.close();

  const scores = [];
  for (const page of PAGES) {
    for (const preset of ['mobile', 'desktop']) {
      const runs = [];
      for (let i = 0; i < RUNS; i += 1) {
        runs.push(
          await lighthouseScore(chromePath, `${baseUrl}${page.route}`, cookies.get(page.email), preset),
        );
      }
      // Lighthouse varies from run to run: report the median run and the range of the finished runs.
      const finished = runs.filter((r) => !r.failure);
      const all = finished.map((r) => r.score);
      const mid = finished.find((r) => r.score === median(all)) ?? { preset, score: 0 };
      scores.push({
        label: page.label,
        budget: page.budget,
        ...mid,
        min: all.length > 0 ? Math.min(...all) : 0,
        max: all.length > 0 ? Math.max(...all) : 0,
        failures: runs.filter((r) => r.failure).map((r) => r.failure),
        runs,
      });
    }
  }

  console.log('\nJavaScript loaded (gzip, level 6)');
  for (const r of js) {
    const budget =
      r.route === '/login'
        ? ` (budget ${BUDGET_LOGIN_KB} KB: ${r.gzipKB <= BUDGET_LOGIN_KB ? 'met' : 'MISSED'})`
        : '';
    console.log(
      `  ${r.label.padEnd(20)} ${String(r.gzipKB).padStart(6)} KB gzip, ${r.rawKB} KB raw, ${r.files} files${budget}`,
    );
  }
  console.log(`\nLighthouse 12 performance, median of ${RUNS} (budget for mobile)`);
  for (const s of scores) {
    const verdict =
      s.preset !== 'mobile' ? '' : s.score >= s.budget ? `met ${s.budget}` : `MISSED ${s.budget}`;
    console.log(
      `  ${s.label.padEnd(20)} ${s.preset.padEnd(8)} ${String(s.score).padStart(3)} ${verdict.padEnd(10)} (${s.min}–${s.max}) FCP ${s.fcpMs} ms, LCP ${s.lcpMs} ms, TBT ${s.tbtMs} ms, CLS ${s.cls}`,
    );
    if (s.failures.length > 0)
      console.log(`  ${''.padEnd(29)} ${s.failures.length} run(s) failed: ${s.failures.join(', ')}`);
  }
  const outDir = path.join(ROOT, 'bench/results');
  mkdirSync(outDir, { recursive: true });
  const file = path.join(outDir, `pages-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ baseUrl, measuredAt: new Date().toISOString(), js, scores }, null, 2));
  console.log(`\nDetails: ${path.relative(ROOT, file)}`);
  const over = [
    ...js
      .filter((r) => r.route === '/login' && r.gzipKB > BUDGET_LOGIN_KB)
      .map((r) => `${r.route} loads ${r.gzipKB} KB of gzipped JS (budget ${BUDGET_LOGIN_KB} KB)`),
    ...scores
      .filter((s) => s.preset === 'mobile' && s.score < s.budget)
      .map((s) => `${s.label} Lighthouse mobile ${s.score} (budget ${s.budget})`),
  ];
  for (const line of over) console.error(`OVER BUDGET: ${line}`);
  if (over.length > 0) process.exitCode = 1;
} finally {
  await server?.stop();
}
