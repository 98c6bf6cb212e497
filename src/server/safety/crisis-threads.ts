import { Worker } from 'node:worker_threads';
import type { CrisisFinding } from './crisis-check.ts';
import type { CrisisTurns } from './crisis-turns.ts';

/**
 * The crisis check's own threads. A chat message takes about 1 ms (p95 2 ms), a 4,000-character
 * one about 12 ms: too long to hold the thread that serves every request, so the check runs here
 * (the screen's fair queue gives users their turns). The first thread starts when a chat is
 * opened (warmCrisisThreads, from the availability check) or at the first check; the second only
 * when a check has to wait for a busy first one (one user's burst of long messages must not hold
 * another user's short one). Each stops after `idleMs` without a check: a server nobody chats
 * with holds none of their memory (about 50 MB each), and one that a chat has just been opened
 * on holds one, started in about 0.2 s while the user writes.
 */
export const crisisThreads = 2;

/** How long a thread lives without a check. */
export const crisisThreadIdleMs = 5 * 60_000;
let idleMs = crisisThreadIdleMs;

interface Pending {
  resolve: (finding: CrisisFinding | null) => void;
  reject: (error: Error) => void;
}

interface CrisisThread {
  worker: Worker;
  pending: Map<number, Pending>;
  idleTimer: NodeJS.Timeout | undefined;
  /** Leaves its slot, so that the next check starts a fresh thread, then ends. */
  retire(): void;
}

const threads: (CrisisThread | undefined)[] = new Array(crisisThreads).fill(undefined);
let nextId = 0;

function startThread(slot: number): CrisisThread {
  const worker = new Worker(new URL('./crisis-check.worker.ts', import.meta.url));
  const thread: CrisisThread = {
    worker,
    pending: new Map(),
    idleTimer: undefined,
    retire() {
      if (threads[slot] === thread) threads[slot] = undefined;
      void worker.terminate();
    },
  };
  // A thread keeps the process alive only while an answer is awaited.
  worker.unref();
  worker.on('message', ({ id, finding, error }: { id: number; finding?: CrisisFinding | null; error?: string }) => {
    const request = thread.pending.get(id);
    if (!request) return;
    thread.pending.delete(id);
    if (thread.pending.size === 0) {
      worker.unref();
      stopWhenIdle(thread);
    }
    if (error !== undefined || finding === undefined) request.reject(new Error(`crisis check: ${error ?? 'no answer'}`));
    else request.resolve(finding);
  });
  const fail = (error: Error) => {
    // A dead (or stopped) thread fails what it was asked, and the next check starts a fresh one.
    clearTimeout(thread.idleTimer);
    if (threads[slot] === thread) threads[slot] = undefined;
    for (const request of thread.pending.values()) request.reject(error);
    thread.pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`crisis check thread exited with code ${code}`)));
  threads[slot] = thread;
  return thread;
}

function stopWhenIdle(thread: CrisisThread): void {
  clearTimeout(thread.idleTimer);
  thread.idleTimer = setTimeout(() => {
    if (thread.pending.size === 0) thread.retire();
  }, idleMs);
  thread.idleTimer.unref();
}

const warmUp: CrisisTurns = { prior: [], current: ['warm up'] };

/**
 * An idle thread, else the least busy. When every thread is busy and there is room, another is
 * started for the checks to come; this one still goes to a running thread, which answers in
 * milliseconds where a new one takes half a second to start.
 */
function leastBusyThread(): CrisisThread {
  let best: CrisisThread | undefined;
  for (const thread of threads) {
    if (thread && (!best || thread.pending.size < best.pending.size)) best = thread;
  }
  if (best && best.pending.size === 0) return best;
  const free = threads.findIndex((thread) => thread === undefined);
  if (free < 0) return best as CrisisThread;
  const started = startThread(free);
  if (!best) return started;
  post(started, warmUp).catch(() => {});
  return best;
}

function post(thread: CrisisThread, turns: CrisisTurns): Promise<CrisisFinding | null> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    thread.pending.set(id, { resolve, reject });
    clearTimeout(thread.idleTimer);
    thread.worker.ref();
    thread.worker.postMessage({ id, turns: { prior: [...turns.prior], current: [...turns.current] } });
  });
}

/** The finding on one turn, computed on one of the check's threads. */
export function checkInThread(turns: CrisisTurns): Promise<CrisisFinding | null> {
  return post(leastBusyThread(), turns);
}

/** Starts the first thread and compiles the rules in it, so that the first message waits for neither. */
export async function warmCrisisThreads(): Promise<void> {
  await checkInThread(warmUp);
}

/** The threads running now (tests, and what an operator may ask). */
export function runningCrisisThreads(): number {
  return threads.filter((thread) => thread !== undefined).length;
}

/** Tests: a shorter idle time, for the threads started from now on. */
export function setCrisisThreadIdleMs(ms: number): void {
  idleMs = ms;
}

/** Tests: ends the threads that have nothing to check now, as their idle time would. */
export function stopIdleCrisisThreads(): void {
  for (const thread of threads) if (thread && thread.pending.size === 0) thread.retire();
}
