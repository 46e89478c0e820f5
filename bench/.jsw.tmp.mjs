import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { ensureChromium, startServer } from '../e2e/support/server.mjs';
const exe = await ensureChromium();
const server = await startServer({ logFile: '/tmp/jsw/server.log' });
const base = server.baseUrl;
try {
  const r = await fetch(`${base}/api/auth/sign-in/email`, { method: 'POST', headers: { 'Content-Type': 'application/json', Origin: base }, body: JSON.stringify({ email: process.env.ACCT ?? 'broker@demo.test', password: 'demo-pass-2026' }) });
  const cookie = r.headers.getSetCookie().map((c) => c.split(';')[0]);
  const browser = await chromium.launch({ executablePath: exe, args: ['--no-sandbox', '--disable-gpu'] });
  const ctx = await browser.newContext();
  await ctx.addCookies(cookie.map((p) => { const [name, ...rest] = p.split('='); return { name, value: rest.join('='), url: base }; }));
  await ctx.addInitScript(() => localStorage.setItem('threshold.cookie-notice.seen', 'true'));
  const page = await ctx.newPage();
  const scripts = [];
  page.on('response', async (res) => { if (res.request().resourceType() !== 'script') return; const b = await res.body().catch(() => null); if (b) scripts.push([zlib.gzipSync(b).length, new URL(res.url()).pathname]); });
  await page.goto(`${base}${process.env.ROUTE ?? '/dashboard'}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  scripts.sort((a, b) => b[0] - a[0]);
  for (const [g, u] of scripts) console.log((g / 1024).toFixed(1).padStart(7), u);
  console.log('total', (scripts.reduce((s, x) => s + x[0], 0) / 1024).toFixed(1), 'KB in', scripts.length);
  await browser.close();
} finally { await server.stop(); }
