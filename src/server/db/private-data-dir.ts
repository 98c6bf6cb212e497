import { chmodSync, mkdirSync } from 'node:fs';

/**
 * DATA_DIR holds the embedded database (every conversation) and the auth secret: only the
 * account that runs the app may enter it. PGlite writes its files with the process umask, often
 * readable by everyone, so the directory's own mode is what keeps other local users out. A
 * directory made by an earlier version (0755) is closed too.
 */
export function ensurePrivateDataDir(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
}
