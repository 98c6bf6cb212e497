import { parentPort } from 'node:worker_threads';
import { type CrisisTurns, findingOfTurns } from './crisis-turns.ts';

/** One of the crisis check's threads (crisis-threads.ts): a turn in, its finding out. */
parentPort?.on('message', ({ id, turns }: { id: number; turns: CrisisTurns }) => {
  try {
    parentPort?.postMessage({ id, finding: findingOfTurns(turns) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
