// A child process for scripts/test.mjs whose output is kept to print in one piece (for phases that run
// side by side); one that streams to this terminal is `run` in e2e/support/server.mjs.
import { spawn } from 'node:child_process';

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
