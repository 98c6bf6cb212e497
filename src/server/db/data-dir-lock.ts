import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePrivateDataDir } from './private-data-dir.ts';

/**
 * PGlite is single-process: two processes writing one data directory corrupt it. The lock file
 * holds the owner's pid; a lock whose process is gone (a crash) is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The database in ${path.resolve(dataDir)} is in use by another process (pid ${pid}). ` +
        'Stop the running app first, or point DATA_DIR at another directory.',
    );
    this.name = 'DataDirLockedError';
  }
}

const lockFileName = 'wayfinder.lock';

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export interface DataDirLock {
  release(): void;
}

export function acquireDataDirLock(dataDir: string): DataDirLock {
  ensurePrivateDataDir(dataDir);
  const lockPath = path.join(dataDir, lockFileName);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isProcessAlive(owner)) {
        throw new DataDirLockedError(dataDir, owner);
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not take the lock on ${dataDir}`);
}
