// Child processes for scripts/test.mjs: one whose output streams to this terminal, and one whose
// output is kept to print in one piece (for phases that run side by side).
import { spawn } from 'node:child_process';

/** Runs a command with this terminal as its output; resolves `{ ok }` when it exits. */
export function runInherited(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { ...options, stdio: 'inherit' });
    child.on('exit', (code) => resolve({ ok: code === 0 }));
  });
}

/** Runs a command with its output (stdout and stderr, in order) kept; resolves `{ ok, output }`. */
export function runCaptured(command, args, options) {
  return new Promise((resolve) => {
    const chunks = [];
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => resolve({ ok: code === 0, output: Buffer.concat(chunks).toString('utf8') }));
  });
}
