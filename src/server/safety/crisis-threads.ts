import { Worker } from 'node:worker_threads';
import type { CrisisFinding } from './crisis-check.ts';
import type { CrisisTurns } from './crisis-turns.ts';

/**
 * The crisis check's own thread. A chat message takes about 1 ms (p95 2 ms), a 4,000-character
 * one about 12 ms: too long to hold the thread that serves every request, so the check runs here
 * (the screen's fair queue gives users their turns). One thread: a second costs about 45 MB (its
 * own engine and compiled rules) for work that keeps one busy a few percent of the time.
 */
export const crisisThreads = 1;

interface Pending {
  resolve: (finding: CrisisFinding | null) => void;
  reject: (error: Error) => void;
}

interface CrisisThread {
  worker: Worker;
  pending: Map<number, Pending>;
}

const threads: (CrisisThread | undefined)[] = new Array(crisisThreads).fill(undefined);
let nextId = 0;

function startThread(slot: number): CrisisThread {
  const worker = new Worker(new URL('./crisis-check.worker.ts', import.meta.url));
  const thread: CrisisThread = { worker, pending: new Map() };
  // A thread keeps the process alive only while an answer is awaited.
  worker.unref();
  worker.on('message', ({ id, finding, error }: { id: number; finding?: CrisisFinding | null; error?: string }) => {
    const request = thread.pending.get(id);
    if (!request) return;
    thread.pending.delete(id);
    if (thread.pending.size === 0) worker.unref();
    if (error !== undefined || finding === undefined) request.reject(new Error(`crisis check: ${error ?? 'no answer'}`));
    else request.resolve(finding);
  });
  const fail = (error: Error) => {
    // A dead thread fails what it was asked, and the next check starts a fresh one.
    if (threads[slot] === thread) threads[slot] = undefined;
    for (const request of thread.pending.values()) request.reject(error);
    thread.pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`crisis check thread exited with code ${code}`)));
  threads[slot] = thread;
  return thread;
}

function leastBusyThread(): CrisisThread {
  let best: CrisisThread | undefined;
  for (let slot = 0; slot < threads.length; slot++) {
    const thread = threads[slot] ?? startThread(slot);
    if (!best || thread.pending.size < best.pending.size) best = thread;
  }
  return best as CrisisThread;
}

/** The finding on one turn, computed on one of the check's threads. */
export function checkInThread(turns: CrisisTurns): Promise<CrisisFinding | null> {
  const thread = leastBusyThread();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    thread.pending.set(id, { resolve, reject });
    thread.worker.ref();
    thread.worker.postMessage({ id, turns: { prior: [...turns.prior], current: [...turns.current] } });
  });
}

/** Starts the threads and compiles the rules in each, so that the first message waits for neither. */
export async function warmCrisisThreads(): Promise<void> {
  await Promise.all(threads.map(() => checkInThread({ prior: [], current: ['warm up'] })));
}
