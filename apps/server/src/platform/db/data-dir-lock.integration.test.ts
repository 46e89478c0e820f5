import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

const serverEntry = path.resolve(import.meta.dirname, '../../main.ts');
const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'threshold-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('PGlite data folder lock', () => {
  it('refuses a second server process at once, naming the running one', () => {
    const dataDir = tempDir();
    const lock = acquireDataDirLock(dataDir, { command: 'threshold server', url: 'http://localhost:4321' });
    try {
      const started = Date.now();
      const second = spawnSync(process.execPath, ['--import', 'tsx', serverEntry], {
        env: { ...process.env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(second.status).toBe(1);
      expect(second.stderr).toContain('in use by another Threshold process');
      expect(second.stderr).toContain(`pid ${process.pid}`);
      expect(second.stderr).toContain('http://localhost:4321');
      expect(Date.now() - started).toBeLessThan(30_000);
    } finally {
      lock.release();
    }
  });

  it('refuses in-process too, and takes over a lock left by a dead process', () => {
    const dataDir = tempDir();
    const lock = acquireDataDirLock(dataDir, { command: 'first' });
    expect(() => acquireDataDirLock(dataDir, { command: 'second' })).toThrow(DataDirLockedError);
    lock.release();

    fs.writeFileSync(
      path.join(dataDir, 'threshold.lock'),
      JSON.stringify({ pid: 2_147_000_000, host: os.hostname(), command: 'crashed', startedAt: new Date().toISOString() }),
    );
    const taken = acquireDataDirLock(dataDir, { command: 'restarted' });
    expect(JSON.parse(fs.readFileSync(path.join(dataDir, 'threshold.lock'), 'utf8')).pid).toBe(process.pid);
    taken.release();
    expect(fs.existsSync(path.join(dataDir, 'threshold.lock'))).toBe(false);
  });
});
