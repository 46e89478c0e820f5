// Documents and templates (issue 13), measured on PGlite in a temporary DATA_DIR:
//  1. upload of a 25 MB PDF through the real app (streamed chunked body): time, and how far RSS and
//     the JS heap rise above where they started (memory must stay flat: the body is never buffered);
//  2. generate: a 20-page template with 100 fields filled and flattened with pdf-lib;
//  3. first page of a 100-page PDF with pdf.js (Node build: load + page 1 operator list — the
//     browser adds canvas painting on top);
//  4. the demo documents seed (templates + documents on 30 deals).
//   node --expose-gc --import tsx bench/documents.bench.ts      (BENCH_UPLOAD_MB, default 25)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import type { TemplateField } from '@threshold/domain/templates/template.contract';
import { loadConfig } from '../apps/server/src/platform/config';
import { openDatabase } from '../apps/server/src/platform/db/client';
import { createFileStorage } from '../apps/server/src/platform/storage/file-storage-factory';
import { syncRoles } from '../apps/server/src/modules/organizations/organizations.repository';
import { fillTemplate } from '../apps/server/src/modules/templates/template-pdf';
import { seedDemo } from '../apps/server/seed';
import { seedDocuments } from '../apps/server/seed/documents';
import { demoPdfs } from '../apps/server/seed/documents-pdfs';
import { demoSessionCookie, inProcessApp } from './support/in-process-app';

const UPLOAD_MB = Number(process.env.BENCH_UPLOAD_MB ?? 25);
const dataDir = mkdtempSync(path.join(tmpdir(), 'threshold-bench-documents-'));
const ORIGIN = 'http://localhost:3999';
const mb = (n: number) => `${(n / 1024 / 1024).toFixed(1)} MB`;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

async function manyPages(pages: number) {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) {
    const page = pdf.addPage([612, 792]);
    for (let line = 0; line < 40; line++)
      page.drawText(`Page ${i}, clause ${line + 1}: the parties agree as follows.`, {
        x: 50,
        y: 740 - line * 17,
        size: 10,
        font,
      });
  }
  return pdf.save();
}

try {
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: ORIGIN,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    UPLOAD_MAX_BYTES: String(100 * 1024 * 1024),
  });
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  await syncRoles(database.db);
  const storage = createFileStorage(config);
  const seeded = await seedDemo(database.db);
  const pdfStart = performance.now();
  await demoPdfs();
  const pdfMs = performance.now() - pdfStart;
  const seedStart = performance.now();
  await database.db.transaction((tx) => seedDocuments(tx, seeded, storage));
  console.log(
    `demo documents seed: its PDFs built once per process in ${pdfMs.toFixed(0)} ms; ` +
      `4 templates + documents on 30 deals written in ${(performance.now() - seedStart).toFixed(0)} ms (PGlite)`,
  );

  const app = inProcessApp(config, database.db);
  const cookie = await demoSessionCookie(app, ORIGIN, 'realtor@demo.test');

  // 1. A 25 MB body made on the fly in 64 KB chunks (a PDF header, then filler), never held whole.
  const total = UPLOAD_MB * 1024 * 1024;
  const chunk = new Uint8Array(64 * 1024).fill(32);
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === 0) {
        const head = new TextEncoder().encode('%PDF-1.7\n%\u00e2\u00e3\u00cf\u00d3\n');
        controller.enqueue(head);
        sent += head.length;
      } else if (sent >= total) controller.close();
      else {
        const piece = chunk.subarray(0, Math.min(chunk.length, total - sent));
        controller.enqueue(piece);
        sent += piece.length;
      }
    },
  });
  gc();
  const before = process.memoryUsage();
  let peakRss = before.rss;
  let peakHeap = before.heapUsed;
  const sampler = setInterval(() => {
    const m = process.memoryUsage();
    peakRss = Math.max(peakRss, m.rss);
    peakHeap = Math.max(peakHeap, m.heapUsed);
  }, 10);
  const uploadStart = performance.now();
  const res = await app.request('/api/documents?name=Big%20scan', {
    method: 'POST',
    headers: { origin: ORIGIN, cookie, 'content-type': 'application/pdf' },
    body,
    duplex: 'half',
  } as RequestInit);
  const uploadMs = performance.now() - uploadStart;
  clearInterval(sampler);
  const answer = (await res.json()) as { current?: { size_bytes: number } };
  console.log(
    `upload ${mb(total)}: ${res.status} in ${uploadMs.toFixed(0)} ms; stored ${mb(answer.current?.size_bytes ?? 0)}; ` +
      `RSS +${mb(peakRss - before.rss)} (peak ${mb(peakRss)}), heap +${mb(peakHeap - before.heapUsed)} above the start`,
  );

  // 2. Generate: 20 pages, 100 fields (5 per page: text, date, merge-like text, checkbox, signature skipped).
  const template = await manyPages(20);
  const kinds: TemplateField['kind'][] = ['text', 'date', 'text', 'checkbox', 'text'];
  const fields: TemplateField[] = Array.from({ length: 100 }, (_, i) => ({
    id: `f${i}`,
    kind: kinds[i % 5]!,
    page: Math.floor(i / 5) + 1,
    x: 0.1,
    y: 0.1 + (i % 5) * 0.15,
    width: kinds[i % 5] === 'checkbox' ? 0.03 : 0.5,
    height: 0.03,
    label: `Field ${i}`,
    required: false,
    merge_key: null,
  }));
  const values = new Map(
    fields.map((f) => [
      f.id,
      f.kind === 'checkbox'
        ? 'true'
        : f.kind === 'date'
          ? '2026-03-05'
          : `Value of field ${f.id} — 48 Gull Point Rd`,
    ]),
  );
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await fillTemplate(template, fields, values, 'Bench');
    runs.push(performance.now() - t);
  }
  runs.sort((a, b) => a - b);
  console.log(
    `generate (20 pages, 100 fields, flattened): median ${runs[2]!.toFixed(0)} ms of 5 (min ${runs[0]!.toFixed(0)}, max ${runs[4]!.toFixed(0)})`,
  );

  // 3. First page of a 100-page PDF with pdf.js.
  const hundred = await manyPages(100);
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // Warm-up (module compile, worker setup) so the number is the PDF's, not the library load.
  await (await getDocument({ data: await manyPages(1), verbosity: 0 }).promise).destroy();
  const firstPage = performance.now();
  const doc = await getDocument({ data: new Uint8Array(hundred), verbosity: 0 }).promise;
  const page = await doc.getPage(1);
  await page.getOperatorList();
  console.log(
    `pdf.js first page of 100 (${mb(hundred.length)}): ${(performance.now() - firstPage).toFixed(0)} ms (load + page 1 operators, Node)`,
  );
  await doc.destroy();
  await database.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
