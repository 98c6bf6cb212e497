import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ensurePrivateDataDir } from '../db/private-data-dir.ts';

const secretFileName = 'auth-secret';

/**
 * AUTH_SECRET when set; otherwise a secret generated once and kept in DATA_DIR (mode 0600), so
 * sessions survive restarts without any setting. A throwaway database (memory://) gets a
 * throwaway secret: its sessions die with it anyway.
 */
export function resolveAuthSecret(options: { authSecret: string | undefined; dataDir: string }): string {
  if (options.authSecret) return options.authSecret;
  if (options.dataDir.startsWith('memory://')) return randomBytes(32).toString('base64url');
  const file = path.join(options.dataDir, secretFileName);
  const existing = readSecret(file);
  if (existing) return existing;
  ensurePrivateDataDir(options.dataDir);
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    // Another process wrote it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') {
      const written = readSecret(file);
      if (written) return written;
    }
    throw error;
  }
}

function readSecret(file: string): string | undefined {
  try {
    const value = readFileSync(file, 'utf8').trim();
    return value.length >= 32 ? value : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
