import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { mountSpa } from './spa';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-test-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Threshold</title>');
fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js'), 'console.log(1);');
fs.writeFileSync(path.join(dist, 'assets', 'index-abc.js.map'), '{"version":3,"sources":["secret.ts"]}');
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

function spa(production: boolean) {
  const app = new Hono();
  expect(mountSpa(app, dist, { production })).toBe(true);
  return app;
}

describe('mountSpa', () => {
  it('in production serves the assets and pages but no source map and no dev page', async () => {
    const app = spa(true);
    expect((await app.request('/assets/index-abc.js')).status).toBe(200);
    expect((await app.request('/transactions/deal-1')).status).toBe(200);
    expect((await app.request('/assets/index-abc.js.map')).status).toBe(404);
    expect((await app.request('/dev/mailbox')).status).toBe(404);
    expect((await app.request('/dev')).status).toBe(404);
    // Only the /dev folder: a page whose name starts with "dev" is the app's.
    expect((await app.request('/developers')).status).toBe(200);
  });

  it('outside production serves the maps and the dev mailbox page', async () => {
    const app = spa(false);
    const map = await app.request('/assets/index-abc.js.map');
    expect(map.status).toBe(200);
    expect(await map.text()).toContain('secret.ts');
    const mailbox = await app.request('/dev/mailbox');
    expect(mailbox.status).toBe(200);
    expect(await mailbox.text()).toContain('<title>Threshold</title>');
  });
});
