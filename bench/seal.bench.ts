// Seal time (issue 13, ADR 0160), on PGlite in a temporary DATA_DIR: a 20-page document with 100
// recipient fields (drawn-PNG and typed signatures, initials, dates, text, checkboxes) burned in,
// the certificate page appended and the file signed with the organization's generated certificate.
// The first seal also generates and stores the organization's RSA-2048 key; it is reported apart.
// Bounded: BENCH_SEAL_RUNS runs (default 15), p50/p95 of the warm ones.
//   node --import tsx bench/seal.bench.ts
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { loadConfig } from '../apps/server/src/platform/config';
import { openDatabase } from '../apps/server/src/platform/db/client';
import { organizations } from '../apps/server/src/modules/organizations/organizations.schema';
import { sealPdf, type SealFieldValue } from '../apps/server/src/modules/sealing/seal-pdf';
import { sampleCertificate, signaturePng } from '../apps/server/src/modules/sealing/sealing-test-kit';
import { checkPdfSignature } from '../apps/server/src/modules/sealing/signature-check';

const RUNS = Math.min(Number(process.env.BENCH_SEAL_RUNS ?? 15), 50);
const PAGES = 20;
const FIELDS = 100;
const dataDir = mkdtempSync(path.join(tmpdir(), 'threshold-bench-seal-'));

async function document() {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= PAGES; i++) {
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

function fields(): SealFieldValue[] {
  const png = signaturePng(300, 90);
  const kinds: Array<Pick<SealFieldValue, 'kind' | 'value'>> = [
    { kind: 'signature', value: { png } },
    { kind: 'signature', value: { text: 'Dana Seller' } },
    { kind: 'initials', value: { text: 'DS' } },
    { kind: 'date_signed', value: { text: '2026-11-26' } },
    { kind: 'text', value: { text: 'Typed by a recipient' } },
    { kind: 'checkbox', value: { checked: true } },
  ];
  return Array.from({ length: FIELDS }, (_, i) => ({
    ...kinds[i % kinds.length]!,
    page: (i % PAGES) + 1,
    x: 0.1 + (i % 2) * 0.45,
    y: 0.1 + Math.floor(i / PAGES) * 0.15,
    width: 0.35,
    height: 0.04,
  }));
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

try {
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_URL: 'http://localhost:3999',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  const [org] = await database.db
    .insert(organizations)
    .values({ name: 'Bench Realty', slug: 'bench-realty' })
    .returning({ id: organizations.id });
  const input = { original: await document(), fields: fields(), certificate: sampleCertificate() };
  const deps = { db: database.db, config };

  const firstStart = performance.now();
  const first = await sealPdf(deps, org!.id, input);
  const firstMs = performance.now() - firstStart;
  if (!checkPdfSignature(Buffer.from(first.bytes)).intact) throw new Error('the sealed file does not verify');

  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const start = performance.now();
    await sealPdf(deps, org!.id, input);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const checkStart = performance.now();
  checkPdfSignature(Buffer.from(first.bytes));
  const checkMs = performance.now() - checkStart;
  console.log(
    `seal: ${PAGES} pages, ${FIELDS} fields → ${(first.bytes.length / 1024).toFixed(0)} KB, ` +
      `${(await PDFDocument.load(first.bytes)).getPageCount()} pages\n` +
      `  first seal (generates + stores the organization key): ${firstMs.toFixed(0)} ms\n` +
      `  warm seals over ${RUNS} runs: p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms\n` +
      `  signature check of the sealed file (verify upload path): ${checkMs.toFixed(0)} ms`,
  );
  await database.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
