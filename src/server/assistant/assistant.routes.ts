import { streamText, type LanguageModel, type ModelMessage } from 'ai';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AdvisorRecord } from '../../shared/advisors/advisor.schema.ts';
import {
  type AssistantRequest,
  advisorAvailabilityParamsSchema,
  advisorAvailabilitySchema,
  assistantHistoryLimit,
  assistantMessageMaxLength,
  assistantRequestSchema,
} from '../../shared/assistant/assistant.schema.ts';
import { errorCatalog } from '../../shared/errors.ts';
import type { AdvisorsService } from '../advisors/advisors.service.ts';
import { requireUser, signedInUser } from '../auth/guards.ts';
import { ApiError } from '../http/api-error.ts';
import { advisorProviderOptions, buildSystemPrompt, type ModelAvailability } from '../llm/index.ts';
import type { ChatLimits } from './chat-limits.ts';
import { removeInvisible } from './sanitize.ts';

export interface AssistantRoutesOptions {
  advisors: AdvisorsService;
  model: LanguageModel;
  availability: ModelAvailability;
  limits: ChatLimits;
  /** A `: heartbeat` comment after this much model silence; 15 s. */
  heartbeatMs?: number;
}

/** A missing status counts as Available (spec). */
function isAvailable(advisor: AdvisorRecord): boolean {
  return advisor.status === null || advisor.status === 'available';
}

async function findAdvisor(advisors: AdvisorsService, id: string): Promise<AdvisorRecord> {
  const advisor = (await advisors.list()).find((record) => record.id === id);
  if (!advisor) throw new ApiError('not_found:advisor');
  return advisor;
}

/** The model's messages: the newest 50 history entries, then the user's message (and trip request), invisible characters removed. */
export function modelMessages(body: Pick<AssistantRequest, 'message' | 'conversationHistory' | 'travelData'>): ModelMessage[] {
  const history = body.conversationHistory
    .slice(-assistantHistoryLimit)
    .map((entry): ModelMessage => ({ role: entry.role, content: removeInvisible(entry.content) }))
    .filter((entry) => entry.content !== '');
  const parts = [removeInvisible(body.message).trim()];
  if (body.travelData) parts.push(`Trip request:\n${removeInvisible(JSON.stringify(body.travelData, null, 2))}`);
  const content = parts.filter(Boolean).join('\n\n');
  if (!content) throw new ApiError('bad_request:validation', { message: 'Please write a message.', fields: { message: 'Please write a message.' } });
  return [...history, { role: 'user', content }];
}

const sseHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
  'x-content-type-options': 'nosniff',
};

function event(value: unknown): string {
  return `data: ${JSON.stringify(value)}\n\n`;
}

export const assistantRoutes: FastifyPluginAsyncZod<AssistantRoutesOptions> = async (app, { advisors, model, availability, limits, heartbeatMs = 15_000 }) => {
  app.post(
    '/assistant',
    {
      schema: {
        tags: ['assistant'],
        summary: 'Send a message to an advisor; the reply streams as server-sent events ending with data: [DONE]',
        body: assistantRequestSchema,
      },
      onRequest: requireUser,
      compress: false,
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const body = request.body;
      if (body.message.length > assistantMessageMaxLength) throw new ApiError('payload_too_large:message');
      const advisor = await findAdvisor(advisors, body.advisorId);
      if (!isAvailable(advisor)) throw new ApiError('conflict:advisor_unavailable');
      const messages = modelMessages(body);
      const release = limits.acquire(user.id);
      try {
        await streamReply(reply, { model, advisor, messages, heartbeatMs, requestId: request.id, log: request.log });
      } finally {
        release();
      }
    },
  );

  app.get(
    '/advisors/:id/availability',
    {
      schema: {
        tags: ['assistant'],
        summary: 'Whether an advisor can chat now: Available, and the model answers',
        params: advisorAvailabilityParamsSchema,
        response: { 200: advisorAvailabilitySchema },
      },
    },
    async (request) => {
      const advisor = await findAdvisor(advisors, request.params.id);
      const offline = availability.offline;
      if (!isAvailable(advisor)) return { available: false, reason: 'advisor_unavailable' as const, offline };
      return (await availability.check()) ? { available: true, offline } : { available: false, reason: 'model_unavailable' as const, offline };
    },
  );
};

/**
 * Streams the model's reply. Nothing is sent until the first text (or the first heartbeat): a
 * model that fails before that gets a JSON 502 (`bad_gateway:model`); a failure after it gets a
 * final `data: {"error":{"message"}}` event and `data: [DONE]`. The client closing the connection
 * aborts the model call.
 */
async function streamReply(
  reply: FastifyReply,
  {
    model,
    advisor,
    messages,
    heartbeatMs,
    requestId,
    log,
  }: { model: LanguageModel; advisor: AdvisorRecord; messages: ModelMessage[]; heartbeatMs: number; requestId: string; log: FastifyReply['log'] },
): Promise<void> {
  const controller = new AbortController();
  const response = reply.raw;
  const onClose = () => {
    if (!response.writableFinished) controller.abort(new Error('client disconnected'));
  };
  response.on('close', onClose);

  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    reply.hijack();
    response.writeHead(200, { ...sseHeaders, 'x-request-id': requestId });
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

  let failure: unknown;
  try {
    const result = streamText({
      model,
      instructions: buildSystemPrompt(advisor),
      messages,
      providerOptions: advisorProviderOptions(advisor),
      abortSignal: controller.signal,
      // A retry after part of a reply was shown would repeat it; the user can send again.
      maxRetries: 0,
      onError: () => {},
    });
    armHeartbeat();
    for await (const part of result.fullStream) {
      if (controller.signal.aborted) break;
      if (part.type === 'text-delta' && part.text) {
        start();
        write(event({ choices: [{ delta: { content: part.text } }] }));
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
  }

  if (controller.signal.aborted) {
    log.info({ advisorId: advisor.id }, 'assistant reply aborted: the client disconnected');
    start();
    response.end();
    return;
  }
  if (failure !== undefined) {
    log.warn({ err: failure, advisorId: advisor.id, started }, 'assistant model failed');
    if (!started) throw new ApiError('bad_gateway:model', { cause: failure });
    write(event({ error: { message: errorCatalog['bad_gateway:model'].message } }));
  }
  start();
  write('data: [DONE]\n\n');
  response.end();
}
