// Listing photos (issue 12): a 12-megapixel JPEG (4000×3000, generated here with sharp — gradient
// and grain, so it compresses like a photo) uploaded through the real app on PGlite in a temporary
// DATA_DIR: sniff, decode with EXIF orientation, six variants (320/1024/2048 px × WebP/JPEG), storage,
// the row. p50/p95 of the whole request, and of the variants step alone, over a bounded number of runs.
//   node --import tsx bench/listing-photos.bench.ts      (BENCH_RUNS default 12, BENCH_DURATION_S default 90)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { loadConfig } from '../apps/server/src/platform/config';
import { openDatabase } from '../apps/server/src/platform/db/client';
import { syncRoles } from '../apps/server/src/modules/organizations/organizations.repository';
import { makePhotoVariants } from '../apps/server/src/modules/listings/photos/photo-variants';
import { seedDemo } from '../apps/server/seed';
import { percentile } from './support/bench-seed';
import { demoSessionCookie, inProcessApp } from './support/in-process-app';

const RUNS = Math.min(Number(process.env.BENCH_RUNS ?? 12), 40); // a listing holds at most 50 photos
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 90);
const dataDir = mkdtempSync(path.join(tmpdir(), 'threshold-bench-photos-'));
const ORIGIN = 'http://localhost:3999';
const summary = (label: string, samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  console.log(
    `${label}: n=${sorted.length} p50 ${percentile(sorted, 0.5).toFixed(0)} ms, p95 ${percentile(sorted, 0.95).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`,
  );
};

/** 4000×3000: a diagonal gradient with gaussian grain, JPEG quality 90, EXIF orientation 1. */
async function twelveMegapixelJpeg() {
  const gradient = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="4000" height="3000"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#5b8bd9"/><stop offset="0.6" stop-color="#e8d7b0"/><stop offset="1" stop-color="#4f7a3a"/></linearGradient></defs>
      <rect width="4000" height="3000" fill="url(#g)"/></svg>`,
  );
  const grain = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 18 },
    },
  })
    .png()
    .toBuffer();
  return sharp(gradient)
    .composite([{ input: grain, blend: 'overlay' }])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 1 })
    .toBuffer();
}

try {
  const config = loadConfig({ NODE_ENV: 'test', APP_URL: ORIGIN, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  await syncRoles(database.db);
  await seedDemo(database.db);
  const app = inProcessApp(config, database.db);
  const cookie = await demoSessionCookie(app, ORIGIN, 'realtor@demo.test');
  const mine = await app.request('/api/listings?agent=me&limit=1', { headers: { origin: ORIGIN, cookie } });
  const listingId = ((await mine.json()) as { items: { id: string }[] }).items[0]!.id;

  const jpeg = await twelveMegapixelJpeg();
  const meta = await sharp(jpeg).metadata();
  console.log(
    `source: ${meta.width}×${meta.height} JPEG, ${(jpeg.length / 1024 / 1024).toFixed(1)} MB; sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}; ${RUNS} runs, at most ${DURATION_S} s`,
  );

  const deadline = Date.now() + DURATION_S * 1000;
  const variantsMs: number[] = [];
  for (let i = 0; i < RUNS && Date.now() < deadline; i++) {
    const start = performance.now();
    const made = await makePhotoVariants(jpeg);
    variantsMs.push(performance.now() - start);
    if (i === 0)
      console.log(
        `variants: ${made.map((v) => `${v.name} ${v.width}×${v.height} ${(v.body.length / 1024).toFixed(0)} KB`).join(', ')}`,
      );
  }
  summary('variants only (decode + 6 encodes)', variantsMs);

  const uploadMs: number[] = [];
  for (let i = 0; i < RUNS && Date.now() < deadline; i++) {
    const start = performance.now();
    const res = await app.request(`/api/listings/${listingId}/photos`, {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        cookie,
        'content-type': 'image/jpeg',
        'content-length': String(jpeg.length),
      },
      body: jpeg,
    });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`upload answered ${res.status}`);
    uploadMs.push(performance.now() - start);
  }
  summary('upload request (sniff, variants, storage, row)', uploadMs);
  await database.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
