// The closing report of scripts/test.mjs: wall-clock seconds per phase and the slowest test files,
// read from vitest's and Playwright's JSON reports.
import path from 'node:path';

/** Per test file of a vitest JSON report: `{ phase, file, seconds }` (file relative to the root). */
export function collectVitestFiles(report, phase, root) {
  return (report.testResults ?? []).map((result) => ({
    phase,
    file: path.relative(root, result.name),
    seconds: Math.max(0, (result.endTime ?? 0) - (result.startTime ?? 0)) / 1000,
  }));
}

/** Per spec file of a Playwright JSON report: the sum of its tests' durations (they may run in parallel). */
export function collectPlaywrightFiles(report, root) {
  const byFile = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = spec.tests.flatMap((t) => t.results).reduce((sum, r) => sum + (r.duration ?? 0), 0);
      const file = path.join('e2e', spec.file ?? suite.file);
      byFile.set(file, (byFile.get(file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return [...byFile].map(([file, ms]) => ({ phase: 'playwright', file: path.relative(root, path.resolve(root, file)), seconds: ms / 1000 }));
}

const seconds = (s) => s.toFixed(1).padStart(8);

export function printPhaseTable(phases, totalSeconds) {
  console.log('\nPhase timings (wall clock; lint runs beside typecheck and the unit projects)');
  const width = Math.max(...phases.map((p) => p.label.length), 5);
  for (const phase of phases) {
    console.log(`  ${phase.label.padEnd(width)} ${seconds(phase.seconds)} s  ${phase.ok ? 'ok' : 'FAILED'}`);
  }
  console.log(`  ${'total'.padEnd(width)} ${seconds(totalSeconds)} s`);
}

export function printSlowestFiles(files, count) {
  console.log(`\nSlowest ${count} test files`);
  const slowest = [...files].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  for (const f of slowest) console.log(`  ${seconds(f.seconds)} s  ${f.file}  (${f.phase})`);
}
