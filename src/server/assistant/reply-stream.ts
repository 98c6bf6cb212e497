import { streamText, type LanguageModel, type ModelMessage } from 'ai';
import type { FastifyReply } from 'fastify';
import type { AssistantDeltaEvent, AssistantErrorEvent, AssistantSafetyEvent } from '../../shared/assistant/assistant.schema.ts';
import { errorCatalog } from '../../shared/errors.ts';
import { ApiError } from '../http/api-error.ts';

const sseHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
  'x-content-type-options': 'nosniff',
};

function event(value: AssistantDeltaEvent | AssistantErrorEvent | AssistantSafetyEvent): string {
  return `data: ${JSON.stringify(value)}\n\n`;
}

function delta(content: string): string {
  return event({ choices: [{ delta: { content } }] });
}

/** How a reply ended: `text` is everything the client was sent as content (the preamble included). */
export interface ReplyOutcome {
  text: string;
  status: 'completed' | 'aborted' | 'failed';
}

export interface ReplyStreamInput {
  model: LanguageModel;
  instructions: string;
  messages: ModelMessage[];
  providerOptions: Parameters<typeof streamText>[0]['providerOptions'];
  /** Sent with the stream's head and with a 502 (the conversation id for Premium). */
  headers: Record<string, string>;
  /** Crisis: a `safety` event, then this text as the first content, before the model's reply. */
  preamble: string | undefined;
  /**
   * The model's verdict on a turn the local check passed or was unsure of (safety/crisis-screen.ts),
   * asked once, alongside the reply, and itself cut at `waitMs`. The first text waits for it at most that long; a yes in time puts the
   * `safety` event and `preamble` first. A reply with no text at all still gets the `safety` event
   * when the yes comes before it ends. No verdict, or a no, changes nothing.
   */
  secondOpinion?: { verdict: Promise<boolean>; waitMs: number; preamble: string };
  heartbeatMs: number;
  /**
   * Premium: send the stream's head (with the conversation id) at once, before the model answers,
   * so a stop before the first text still leaves the client knowing the conversation.
   */
  openAtOnce?: boolean;
  /** Aborts the reply from the server's side (shutdown): what arrived is kept, and the client is told. */
  stop?: AbortSignal;
  requestId: string;
  log: FastifyReply['log'];
  /** Awaited once the reply has ended, before `data: [DONE]`, so what it stores is readable by then. */
  onEnd(outcome: ReplyOutcome): Promise<void>;
}

/**
 * Streams the model's reply as server-sent events. Nothing is sent until the first text (or the
 * first heartbeat, or the crisis preamble, or at once with `openAtOnce`): a model that fails
 * before that gets a JSON 502 (`bad_gateway:model`); a failure after it gets a final
 * `data: {"error":{"message"}}` event and `data: [DONE]`. The client closing the connection aborts
 * the model call; so does `stop` (shutdown), which ends the stream with an error event.
 */
export async function streamReply(reply: FastifyReply, input: ReplyStreamInput): Promise<void> {
  const { model, instructions, messages, providerOptions, headers, preamble, secondOpinion, heartbeatMs, openAtOnce, stop, requestId, log, onEnd } = input;
  const controller = new AbortController();
  const response = reply.raw;
  const onClose = () => {
    if (!response.writableFinished) controller.abort(new Error('client disconnected'));
  };
  response.on('close', onClose);
  const onStop = () => controller.abort(stop?.reason);
  if (stop?.aborted) onStop();
  else stop?.addEventListener('abort', onStop, { once: true });

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // Past this point Fastify no longer answers: headers set with reply.header() would be lost.
    reply.hijack();
    response.writeHead(200, { ...sseHeaders, ...headers, 'x-request-id': requestId });
    response.flushHeaders();
  };
  const write = (chunk: string) => {
    if (!response.destroyed && !response.writableEnded) response.write(chunk);
  };
  let heartbeat: NodeJS.Timeout | undefined;
  const armHeartbeat = () => {
    clearTimeout(heartbeat);
    heartbeat = setTimeout(() => {
      start();
      write(': heartbeat\n\n');
      armHeartbeat();
    }, heartbeatMs);
  };

  let text = '';
  let resourcesShown = false;
  const showResources = (opening: string | undefined) => {
    if (resourcesShown) return;
    resourcesShown = true;
    start();
    write(event({ safety: { crisis: true } }));
    if (opening) {
      write(delta(opening));
      text += opening;
    }
  };
  if (openAtOnce) start();
  if (preamble) showResources(preamble);

  // The second opinion: 'pending' until the model answers; only a yes ever changes anything.
  let opinion: 'pending' | 'crisis' | 'none' = secondOpinion ? 'pending' : 'none';
  const opinionDeadline = Date.now() + (secondOpinion?.waitMs ?? 0);
  void secondOpinion?.verdict.then((crisis) => {
    opinion = crisis ? 'crisis' : 'none';
  });
  /** Before the first text: wait for the verdict, never past the deadline. */
  const awaitOpinion = async () => {
    if (opinion !== 'pending' || !secondOpinion) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([secondOpinion.verdict, new Promise<void>((resolve) => (timer = setTimeout(resolve, Math.max(0, opinionDeadline - Date.now()))))]);
    clearTimeout(timer);
  };
  const applyOpinion = (beforeFirstText: boolean) => {
    if (opinion === 'crisis') showResources(beforeFirstText ? secondOpinion?.preamble : undefined);
  };

  let modelTextWritten = false;
  let failure: unknown;
  try {
    const result = streamText({
      model,
      instructions,
      messages,
      providerOptions,
      abortSignal: controller.signal,
      // A retry after part of a reply was shown would repeat it; the user can send again.
      maxRetries: 0,
      onError: () => {},
    });
    armHeartbeat();
    for await (const part of result.fullStream) {
      if (controller.signal.aborted) break;
      if (part.type === 'text-delta' && part.text) {
        if (!modelTextWritten && !resourcesShown) {
          await awaitOpinion();
          applyOpinion(true);
        } else {
          applyOpinion(false);
        }
        modelTextWritten = true;
        if (controller.signal.aborted) break;
        start();
        write(delta(part.text));
        text += part.text;
        armHeartbeat();
      } else if (part.type === 'error') {
        failure = part.error;
        break;
      } else if (part.type === 'abort') {
        break;
      }
    }
  } catch (error) {
    failure = error;
  } finally {
    clearTimeout(heartbeat);
    response.off('close', onClose);
    stop?.removeEventListener('abort', onStop);
  }

  if (stop?.aborted) {
    log.info('assistant reply ended early: the server is shutting down');
    await onEnd({ text, status: 'aborted' });
    if (!started) throw new ApiError('unavailable:restarting', { headers });
    write(event({ error: { message: errorCatalog['unavailable:restarting'].message } }));
    write('data: [DONE]\n\n');
    response.end();
    return;
  }
  if (controller.signal.aborted) {
    log.info('assistant reply aborted: the client disconnected');
    await onEnd({ text, status: 'aborted' });
    start();
    response.end();
    return;
  }
  if (failure !== undefined) {
    log.warn({ err: failure, started }, 'assistant model failed');
    await onEnd({ text, status: 'failed' });
    if (!started) throw new ApiError('bad_gateway:model', { cause: failure, headers });
    write(event({ error: { message: errorCatalog['bad_gateway:model'].message } }));
  } else {
    applyOpinion(!modelTextWritten);
    await onEnd({ text, status: 'completed' });
  }
  start();
  write('data: [DONE]\n\n');
  response.end();
}
