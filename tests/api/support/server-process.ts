import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { serverNodeFlags } from '../../../src/server/node-flags.ts';

/**
 * The real server as its own process (`node src/server/main.ts`), for what only a process shows:
 * signals, exit codes, a data directory reopened after a stop. Tests call
 * `killServerProcesses()` in `afterEach`, so a failed test leaves no process behind.
 */
const mainScript = path.resolve(import.meta.dirname, '../../../src/server/main.ts');
const running: ChildProcess[] = [];

export function spawnServerProcess(env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [...serverNodeFlags, mainScript], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  return child;
}

export function killServerProcesses(): void {
  for (const child of running.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
}

/** A port nothing listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
