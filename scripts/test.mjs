#!/usr/bin/env node
// `npm test`: typecheck, lint, every vitest project (unit + integration on PGlite, and on PostgreSQL
// when TEST_DATABASE_URL is set) and the Playwright suite; the last line is `N passed, N failed`.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const resultsDir = path.join(root, 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });
let passed = 0;
let failed = 0;

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(label, command, args) {
  if (run(label, command, args)) passed += 1;
  else {
    failed += 1;
    console.log(`✗ ${label} failed`);
  }
}

function countJson(file, label, ok) {
  if (!fs.existsSync(file)) {
    failed += 1;
    console.log(`✗ ${label} produced no results`);
    return;
  }
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const counts = label === 'vitest' ? vitestCounts(report) : playwrightCounts(report);
  passed += counts.passed;
  failed += counts.failed;
  if (!ok && counts.failed === 0) {
    failed += 1;
    console.log(`✗ ${label} exited with an error outside any test`);
  }
}

const vitestCounts = (r) => ({ passed: r.numPassedTests, failed: r.numFailedTests + (r.numFailedTestSuites ?? 0) });
function playwrightCounts(r) {
  const s = r.stats ?? {};
  return { passed: s.expected ?? 0, failed: (s.unexpected ?? 0) + (s.flaky ?? 0) };
}

check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
check('lint', 'npm', ['run', '--silent', 'lint']);

const vitestFile = path.join(resultsDir, 'vitest.json');
fs.rmSync(vitestFile, { force: true });
const vitestOk = run('unit and integration tests (vitest)', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestFile}`]);
countJson(vitestFile, 'vitest', vitestOk);

const playwrightFile = path.join(resultsDir, 'playwright.json');
fs.rmSync(playwrightFile, { force: true });
const e2eOk = run('end-to-end tests (Playwright, Chromium)', process.execPath, ['scripts/e2e.mjs'], { PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightFile });
countJson(playwrightFile, 'playwright', e2eOk);

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
