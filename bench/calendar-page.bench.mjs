#!/usr/bin/env node
/**
 * Calendar page interaction benchmark (issue 15, not a test): with 500 events in one month, how long
 * the page takes from a click to the next paint (the Event Timing API's duration, what INP reports)
 * when switching views (month → week → day → agenda → month) and opening an event's details, and
 * from the click until the new view's entries are on screen. Debian's Chromium against a freshly
 * started server (loopback); every loop is bounded in count and time. Prints a table and writes
 * bench/results/calendar-page-<timestamp>.json.
 *
 *   node bench/calendar-page.bench.mjs
 *   BENCH_ROUNDS=10 node bench/calendar-page.bench.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { buildWebIfStale, ensureChromium, ROOT, startServer } from '../e2e/support/server.mjs';

const EVENTS = 500;
const ROUNDS = Math.min(20, Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5)));
const SEED_DEADLINE_MS = 180_000;
const MEASURE_DEADLINE_MS = 240_000;
const ACCOUNT = { email: 'realtor@demo.test', password: 'demo-pass-2026' };

const pct = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ymd = (d) => d.toISOString().slice(0, 10);

async function signIn(baseUrl) {
  const res = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseUrl },
    body: JSON.stringify(ACCOUNT),
  });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** 500 timed events spread over the month (about 17 a day, 08:00–19:00 UTC), through the API. */
async function seedEvents(baseUrl, cookie, firstDay) {
  const started = Date.now();
  const days = new Date(Date.UTC(firstDay.getUTCFullYear(), firstDay.getUTCMonth() + 1, 0)).getUTCDate();
  for (let i = 0; i < EVENTS; i++) {
    if (Date.now() - started > SEED_DEADLINE_MS) throw new Error(`seeding stopped after ${i} events`);
    const start = new Date(firstDay);
    start.setUTCDate(1 + (i % days));
    start.setUTCHours(8 + (i % 12), (i % 4) * 15);
    const res = await fetch(`${baseUrl}/api/calendar/events`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: baseUrl, Cookie: cookie },
      body: JSON.stringify({
        kind: i % 3 ? 'showing' : 'appointment',
        title: `Bench event ${i + 1}`,
        all_day: false,
        start: start.toISOString(),
        end: new Date(start.getTime() + 45 * 60_000).toISOString(),
      }),
    });
    if (res.status !== 201) throw new Error(`event ${i}: ${res.status} ${await res.text()}`);
  }
  return Date.now() - started;
}

/** In the page: the longest Event Timing duration per interaction since the last read. */
const OBSERVER = () => {
  globalThis.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId)
        globalThis.__interactions.set(
          e.interactionId,
          Math.max(globalThis.__interactions.get(e.interactionId) ?? 0, e.duration),
        );
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
};

async function interaction(page, act, rendered) {
  await page.evaluate(() => {
    globalThis.__interactions.clear();
    globalThis.__clickAt = null;
    globalThis.addEventListener('pointerdown', () => (globalThis.__clickAt ??= performance.now()), {
      capture: true,
      once: true,
    });
  });
  await act();
  await rendered();
  const visibleAt = await page.evaluate(() => performance.now());
  // Event Timing entries arrive after the paint; give the observer a frame or two.
  await page.waitForTimeout(100);
  const { inp, clickAt } = await page.evaluate(() => ({
    inp: Math.max(0, ...globalThis.__interactions.values()),
    clickAt: globalThis.__clickAt,
  }));
  return { inp, toContent: clickAt === null ? null : visibleAt - clickAt };
}

const chromiumPath = await ensureChromium();
await buildWebIfStale();
const server = await startServer({ logFile: path.join(ROOT, 'test-results', 'bench-calendar-server.log') });
const now = new Date();
const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
const results = { view_switch: [], open_event: [] };
let seedMs = 0;
try {
  const cookie = await signIn(server.baseUrl);
  seedMs = await seedEvents(server.baseUrl, cookie, month);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, timezoneId: 'UTC' });
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const [name, ...rest] = pair.split('=');
      return { name, value: rest.join('='), url: server.baseUrl };
    }),
  );
  await context.addInitScript(() => globalThis.localStorage.setItem('threshold.cookie-notice.seen', 'true'));
  await context.addInitScript(OBSERVER);
  const page = await context.newPage();
  const day = ymd(new Date(month.getTime() + 14 * 86_400_000));
  await page.goto(`${server.baseUrl}/calendar?view=month&date=${day}`);
  const chips = page.getByRole('button', { name: /Bench event/ });
  await chips.first().waitFor();
  const shown = await chips.count();
  const started = Date.now();
  const views = ['Week', 'Day', 'Agenda', 'Month'];
  for (let round = 0; round < ROUNDS && Date.now() - started < MEASURE_DEADLINE_MS; round++) {
    for (const view of views) {
      const r = await interaction(
        page,
        () => page.getByRole('group', { name: 'View' }).getByRole('button', { name: view }).click(),
        async () => {
          await page.getByRole('button', { name: view, pressed: true }).waitFor();
          // The previous view's entries stay while the range loads (aria-busy): wait for the new ones.
          await page.locator('[aria-busy="false"]').waitFor();
          await chips.first().waitFor();
        },
      );
      results.view_switch.push({ view, ...r });
    }
    const r = await interaction(
      page,
      () => chips.nth(round % 10).click(),
      () => page.getByRole('dialog').waitFor(),
    );
    results.open_event.push(r);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  }
  await browser.close();

  const summary = Object.fromEntries(
    Object.entries(results).map(([name, list]) => {
      const inp = list.map((r) => r.inp);
      const content = list.map((r) => r.toContent).filter((v) => v !== null);
      return [
        name,
        {
          samples: list.length,
          inp_p50_ms: Math.round(pct(inp, 50)),
          inp_p75_ms: Math.round(pct(inp, 75)),
          inp_max_ms: Math.round(Math.max(...inp)),
          click_to_content_p50_ms: Math.round(pct(content, 50)),
          click_to_content_p75_ms: Math.round(pct(content, 75)),
        },
      ];
    }),
  );
  console.log(`seeded ${EVENTS} events in ${Math.round(seedMs / 1000)} s; month view shows ${shown} entries`);
  console.table(summary);
  mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
  const file = path.join(ROOT, 'bench', 'results', `calendar-page-${Date.now()}.json`);
  writeFileSync(file, JSON.stringify({ events: EVENTS, shown, rounds: ROUNDS, summary, results }, null, 2));
  console.log(`written ${path.relative(ROOT, file)}`);
} finally {
  await server.stop();
}
