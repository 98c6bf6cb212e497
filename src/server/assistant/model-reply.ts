import type { LanguageModel, ModelMessage } from 'ai';
import type { FastifyReply } from 'fastify';
import type { AssistantDeltaEvent, AssistantErrorEvent, AssistantSafetyEvent } from '../../shared/assistant/assistant.schema.ts';
import { errorCatalog } from '../../shared/errors.ts';
import { ApiError } from '../http/api-error.ts';
import { awaitSecondOpinion, type EventStream, openEventStream } from '../http/event-stream.ts';
import { streamModelText, type ModelTextStreamInput } from '../llm/index.ts';

type AssistantEvent = AssistantDeltaEvent | AssistantErrorEvent | AssistantSafetyEvent;
const send = (stream: EventStream, value: AssistantEvent) => stream.data(value);
const delta = (content: string): AssistantDeltaEvent => ({ choices: [{ delta: { content } }] });

/** How a reply ended: `text` is everything the client was sent as content (the preamble included). */
export interface ReplyOutcome {
  text: string;
  status: 'completed' | 'aborted' | 'failed';
}

export interface ReplyStreamInput {
  model: LanguageModel;
  instructions: string;
  messages: ModelMessage[];
  providerOptions: ModelTextStreamInput['providerOptions'];
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
  /** Aborts the reply from the server's side (shutdown, http/event-stream.ts's registry): what arrived is kept, and the client is told. */
  stop?: AbortSignal;
  requestId: string;
  log: FastifyReply['log'];
  /** Awaited once the reply has ended, before `data: [DONE]`, so what it stores is readable by then. */
  onEnd(outcome: ReplyOutcome): Promise<void>;
}

/**
 * Streams the model's reply as server-sent events (written by http/event-stream.ts). Nothing is
 * sent until the first text (or the first heartbeat, or the crisis preamble, or at once with
 * `openAtOnce`): a model that fails before that gets a JSON 502 (`bad_gateway:model`); a failure
 * after it gets a final `data: {"error":{"message"}}` event and `data: [DONE]`. The client closing
 * the connection aborts the model call; so does `stop` (shutdown), which ends the stream with an
 * error event.
 */
export async function streamReply(reply: FastifyReply, input: ReplyStreamInput): Promise<void> {
  const { model, instructions, messages, providerOptions, headers, preamble, secondOpinion, heartbeatMs, openAtOnce, stop, requestId, log, onEnd } = input;
  const stream = openEventStream(reply, { heartbeatMs, requestId, headers, lazy: !openAtOnce, ...(stop ? { stop } : {}) });
  const abortSignal = stop ? AbortSignal.any([stream.signal, stop]) : stream.signal;

  let text = '';
  let resourcesShown = false;
  const showResources = async (opening: string | undefined) => {
    if (resourcesShown) return;
    resourcesShown = true;
    await send(stream, { safety: { crisis: true } });
    if (opening) {
      await send(stream, delta(opening));
      text += opening;
    }
  };
  if (preamble) await showResources(preamble);

  // The second opinion's deadline runs from the start of the reply, not from its first text.
  const opinion = awaitSecondOpinion(secondOpinion?.verdict);
  const opinionDeadline = Date.now() + (secondOpinion?.waitMs ?? 0);
  const applyOpinion = async (beforeFirstText: boolean) => {
    if (opinion.crisis) await showResources(beforeFirstText ? secondOpinion?.preamble : undefined);
  };

  let modelTextWritten = false;
  let failure: unknown;
  try {
    // The model's own stream, not streamText: a reply needs only its text (llm/model-text-stream.ts).
    for await (const part of streamModelText({ model, instructions, messages, providerOptions, abortSignal })) {
      if (abortSignal.aborted) break;
      if (part.type === 'text') {
        if (!modelTextWritten && !resourcesShown) await opinion.wait(opinionDeadline - Date.now());
        await applyOpinion(!modelTextWritten);
        modelTextWritten = true;
        if (abortSignal.aborted) break;
        // Waits while the client reads slowly: the model is not read faster than the user.
        await send(stream, delta(part.text));
        text += part.text;
      } else {
        failure = part.error;
        break;
      }
    }
  } catch (error) {
    failure = error;
  }

  if (stop?.aborted) {
    log.info('assistant reply ended early: the server is shutting down');
    await onEnd({ text, status: 'aborted' });
    if (!stream.opened) {
      stream.abandon();
      throw new ApiError('unavailable:restarting', { headers });
    }
    void send(stream, { error: { message: errorCatalog['unavailable:restarting'].message } });
    return stream.done();
  }
  if (stream.signal.aborted) {
    log.info('assistant reply aborted: the client disconnected');
    await onEnd({ text, status: 'aborted' });
    return stream.end();
  }
  if (failure !== undefined) {
    log.warn({ err: failure, started: stream.opened }, 'assistant model failed');
    await onEnd({ text, status: 'failed' });
    if (!stream.opened) {
      stream.abandon();
      throw new ApiError('bad_gateway:model', { cause: failure, headers });
    }
    void send(stream, { error: { message: errorCatalog['bad_gateway:model'].message } });
  } else {
    await applyOpinion(!modelTextWritten);
    await onEnd({ text, status: 'completed' });
  }
  stream.done();
}
