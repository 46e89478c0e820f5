import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface LockOwner {
  pid: number;
  host: string;
  command: string;
  url?: string;
  startedAt: string;
}

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    super(
      `The embedded database in ${dataDir} is in use by another Threshold process ` +
        `(${owner.command}, pid ${owner.pid} on ${owner.host}${owner.url ? `, serving ${owner.url}` : ''}, ` +
        `started ${owner.startedAt}). Stop that process first, or set DATA_DIR to use another folder.`,
    );
    this.name = 'DataDirLockedError';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite is single-process: two processes writing one data folder corrupt it. The first process
 * creates `threshold.lock` exclusively; others fail at once with a message naming the owner. A lock
 * left by a dead process on this host is taken over.
 */
export function acquireDataDirLock(dataDir: string, owner: Omit<LockOwner, 'pid' | 'host' | 'startedAt'>) {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'threshold.lock');
  const me: LockOwner = { pid: process.pid, host: os.hostname(), startedAt: new Date().toISOString(), ...owner };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, JSON.stringify(me), { flag: 'wx' });
      return { update: (patch: Partial<LockOwner>) => writeOwner(lockPath, { ...me, ...patch }), release: () => release(lockPath) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const current = readOwner(lockPath);
      if (current && (current.host !== me.host || isAlive(current.pid))) throw new DataDirLockedError(dataDir, current);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function readOwner(lockPath: string): LockOwner | null {
  try {
    return JSON.parse(fs.readFileSync(lockPath, 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

function writeOwner(lockPath: string, owner: LockOwner) {
  fs.writeFileSync(lockPath, JSON.stringify(owner));
}

function release(lockPath: string) {
  const current = readOwner(lockPath);
  if (current?.pid === process.pid) fs.rmSync(lockPath, { force: true });
}
