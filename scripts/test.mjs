#!/usr/bin/env node
// `npm test`: lint beside typecheck and the unit projects, each vitest project, and the Playwright suite. The
// integration suite runs whole on one database driver and, when a second driver is available, its
// driver-sensitive files (`*.both-drivers.integration.test.ts`, docs/testing.md) on the other too.
// It ends with a table of phase times, the slowest test files, and the line `N passed, N failed`.
import fs from 'node:fs';
import path from 'node:path';
import { collectVitestFiles, collectPlaywrightFiles, printPhaseTable, printSlowestFiles } from './test-report.mjs';
import { run } from '../e2e/support/server.mjs';
import { runCaptured } from './test-process.mjs';

const runInherited = async (command, args, options) => ({ ok: (await run(command, args, options)) === 0 });

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });

const phases = [];
const files = [];
let passed = 0;
let failed = 0;

function fail(message) {
  failed += 1;
  console.log(`✗ ${message}`);
}

/** A phase whose success is its exit code (typecheck, lint): one pass or one failure. */
function countExit(label, ok) {
  if (ok) passed += 1;
  else fail(`${label} failed`);
}

async function timed(label, body) {
  const started = Date.now();
  const result = await body();
  phases.push({ label, seconds: (Date.now() - started) / 1000, ok: result.ok });
  return result;
}

/** A single-threaded check whose output is printed whole once it ends (it runs beside other phases). */
async function capturedCheck(label, args) {
  const result = await timed(label, () => runCaptured('npm', args, { cwd: root }));
  console.log(`\n▶ ${label}\n${result.output}`);
  countExit(label, result.ok);
}

/** One vitest project or several together (optionally limited to some files); tests count one by one. */
async function vitestProject(projects, { label = `vitest ${projects}`, env = {}, filters = [] } = {}) {
  const jsonFile = path.join(resultsDir, `${label.replaceAll(/[^\w]+/g, '-').replace(/-$/, '')}.json`);
  fs.rmSync(jsonFile, { force: true });
  const projectArgs = [projects].flat().flatMap((project) => ['--project', project]);
  const args = ['vitest', 'run', ...projectArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${jsonFile}`, ...filters];
  console.log(`\n▶ ${label}`);
  const { ok } = await timed(label, () => runInherited('npx', args, { cwd: root, env: { ...process.env, ...env } }));
  if (!fs.existsSync(jsonFile)) return fail(`${label} produced no results`);
  const report = JSON.parse(fs.readFileSync(jsonFile, 'utf8'));
  // A file that failed outside its tests (an import error) counts once; a failed test counts once.
  const brokenFiles = (report.testResults ?? []).filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  const failedHere = report.numFailedTests + brokenFiles;
  passed += report.numPassedTests;
  failed += failedHere;
  if (!ok && failedHere === 0) fail(`${label} exited with an error outside any test`);
  files.push(...collectVitestFiles(report, label, root));
}

async function playwright() {
  const jsonFile = path.join(resultsDir, 'playwright.json');
  fs.rmSync(jsonFile, { force: true });
  console.log('\n▶ end-to-end tests (Playwright, Chromium)');
  const env = { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: jsonFile };
  const { ok } = await timed('playwright', () => runInherited(process.execPath, ['scripts/e2e.mjs'], { cwd: root, env }));
  if (!fs.existsSync(jsonFile)) return fail('playwright produced no results');
  const report = JSON.parse(fs.readFileSync(jsonFile, 'utf8'));
  const stats = report.stats ?? {};
  passed += stats.expected ?? 0;
  failed += (stats.unexpected ?? 0) + (stats.flaky ?? 0);
  if (!ok && !stats.unexpected) fail('playwright exited with an error outside any test');
  files.push(...collectPlaywrightFiles(report, root));
}

const started = Date.now();
// Lint (one thread, the longest check) runs beside typecheck and then the unit projects, so both
// cores stay busy; the integration suites wait for it, as they use both cores themselves.
const lint = capturedCheck('lint', ['run', '--silent', 'lint']);
await capturedCheck('typecheck', ['run', '--silent', 'typecheck']);
await vitestProject('domain');
await vitestProject('server-unit');
// Most web files share a worker's modules; those that mock modules run isolated (apps/web/vitest.config.ts).
await vitestProject(['web', 'web-isolated'], { label: 'vitest web' });
await lint;
if (process.env.TEST_DATABASE_URL) {
  // Full suite on PostgreSQL (what production runs); on PGlite only what can differ between drivers.
  await vitestProject('server-postgres', { label: 'vitest server-postgres (all)' });
  await vitestProject('server-pglite', { label: 'vitest server-pglite (both-drivers)', filters: ['.both-drivers.'] });
} else {
  await vitestProject('server-pglite', { label: 'vitest server-pglite (all)' });
}
await playwright();

printPhaseTable(phases, (Date.now() - started) / 1000);
printSlowestFiles(files, 15);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
