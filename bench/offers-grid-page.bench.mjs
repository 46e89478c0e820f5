#!/usr/bin/env node
/**
 * Page render of the offers comparison grid with 50 offers (issue 12 "Measure and report"), in
 * Debian's Chromium against a freshly started server (loopback, the e2e server helper). The realtor
 * lists a home and 50 offers arrive through its link; then, RUNS times (bounded): open the listing page
 * cold (new context, empty cache) until the grid shows all 50 offer columns, and re-order the grid by
 * another row until the first column changes (the client-side re-render). Prints median and max.
 *
 *   node bench/offers-grid-page.bench.mjs      (BENCH_RUNS, default 5)
 */
/* global window, document -- in the page (addInitScript, waitForFunction) */
import { chromium } from '@playwright/test';
import { buildWebIfStale, ensureChromium, startServer } from '../e2e/support/server.mjs';

const RUNS = Math.min(20, Math.max(1, Number(process.env.BENCH_RUNS ?? 5)));
const OFFERS = 50;
const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];

await buildWebIfStale();
const executablePath = await ensureChromium();
const server = await startServer();
const browser = await chromium.launch({ executablePath });
try {
  const origin = new URL(server.baseUrl).origin;
  const setup = await browser.newContext({ baseURL: server.baseUrl });
  const api = setup.request;
  const send = async (method, path, data) => {
    const res = await api.fetch(path, { method, data, headers: { Origin: origin } });
    if (!res.ok()) throw new Error(`${method} ${path}: ${res.status()} ${await res.text()}`);
    return res.json();
  };
  await send('POST', '/api/auth/sign-in/email', { email: 'realtor@demo.test', password: 'demo-pass-2026' });
  const property = await send('POST', '/api/properties', {
    address: { line1: '1 Grid Bench Rd', city: 'Harborview', state: 'WA' },
  });
  const listing = await send('POST', '/api/listings', {
    property_id: property.id,
    list_price_cents: 750_000_00,
    buyer_agent_commission: { kind: 'percent', rate_bps: 250 },
  });
  const { link_key: key } = await send('PUT', `/api/listings/${listing.id}/offer-link`, {});
  const cookies = await setup.storageState();
  // 50 offers from "different agents"; the link takes 10 a minute, so they are written in the past.
  for (let i = 0; i < OFFERS; i++) {
    await send('POST', `/api/offer-links/${key}`, {
      buyer_names: [`Buyer ${i}`],
      agent_name: `Agent ${i}`,
      agent_brokerage: 'Bench Realty',
      agent_license: `WA-${100000 + i}`,
      agent_email: `agent${i}@bench.test`,
      agent_phone: '206 555 0100',
      price_cents: 740_000_00 + i * 1_000_00,
      earnest_money_cents: 10_000_00 + (i % 7) * 1_000_00,
      financing: i % 4 === 0 ? 'cash' : 'conventional',
      loan_amount_cents: i % 4 === 0 ? null : 600_000_00,
      days_to_close: 21 + (i % 3) * 7,
      seller_concessions_cents: (i % 5) * 1_000_00,
      ...(i % 3 === 0 ? { escalation: { increment_cents: 2_500_00, cap_cents: 820_000_00 } } : {}),
      expires_at: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    }).catch(async (error) => {
      if (!String(error).includes(' 429 ')) throw error;
      await new Promise((r) => setTimeout(r, 61_000));
      i--;
    });
  }
  await setup.close();

  const loads = [];
  const sorts = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext({ baseURL: server.baseUrl, storageState: cookies });
    await context.addInitScript(() => window.localStorage.setItem('threshold.cookie-notice.seen', 'true'));
    const page = await context.newPage();
    const grid = page.getByRole('table', { name: /Offers compared side by side/ });
    const start = Date.now();
    await page.goto(`/real-estate/listings/${listing.id}`);
    await grid.getByRole('columnheader').nth(OFFERS).waitFor({ timeout: 60_000 });
    loads.push(Date.now() - start);
    const first = await grid.getByRole('columnheader').nth(1).textContent();
    const sortStart = Date.now();
    await page.getByLabel('Order offers by').selectOption({ index: 2 });
    await page.waitForFunction(
      (before) => document.querySelectorAll('table thead th')[1]?.textContent !== before,
      first,
      { timeout: 30_000 },
    );
    sorts.push(Date.now() - sortStart);
    await context.close();
  }
  console.log(
    `offers grid, ${OFFERS} offers, ${RUNS} runs (ms): open listing page → all columns median ${median(loads)}, max ${Math.max(...loads)}; re-order median ${median(sorts)}, max ${Math.max(...sorts)}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
