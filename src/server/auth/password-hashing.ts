import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { PasswordTask } from './password-hash.worker.ts';

/**
 * Password hashing on a small pool of threads of its own, at a lower priority than the thread that
 * serves requests. One scrypt hash takes about 70 ms of a core: twenty sign-ins a second keep most
 * of a two-core machine busy. On libuv's shared pool (Better Auth's default) they took both cores
 * from every other request, and queued file reads and compression behind them; here the request
 * thread is served first (the threads' nice value is raised, on Linux through @napi-rs/nice) and
 * the hashes take what is left. Threads start at the first sign-in and leave after a minute idle.
 */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
  close(): Promise<void>;
}

export function createPasswordHashing({ threads = Math.min(2, availableParallelism()), niceIncrement = 10 } = {}): PasswordHashing {
  const pool = new Piscina<PasswordTask, string | boolean>({
    filename: new URL('./password-hash.worker.ts', import.meta.url).href,
    minThreads: 0,
    maxThreads: threads,
    // Each thread holds 25-30 MB (scrypt alone takes 32 MB while it runs): an idle server gives them
    // back after a minute. Shorter, a burst after a pause waited for new threads (p95 846 ms at 10 s).
    idleTimeout: 60_000,
    niceIncrement,
  });
  return {
    hash: async (password) => (await pool.run({ op: 'hash', password })) as string,
    verify: async ({ hash, password }) => (await pool.run({ op: 'verify', password, hash })) as boolean,
    close: () => pool.close({ force: true }),
  };
}
