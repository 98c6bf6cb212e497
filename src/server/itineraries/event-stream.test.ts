import Fastify from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream, streamed } from './event-stream.ts';

const failure = { event: 'error', data: { message: 'Failed to generate itinerary. Please try again.' } };

describe('streamed', () => {
  const app = Fastify({ loggerInstance: pino({ level: 'silent' }) });
  beforeAll(() => {
    app.post('/opened-then-failed', async (request, reply) => {
      await streamed(reply, request.log, failure, async () => {
        const stream = openEventStream(reply, { heartbeatMs: 50, requestId: request.id });
        stream.send('day', { day: 1 });
        throw new SyntaxError('Invalid regular expression');
      });
    });
    app.post('/failed-before', async (request, reply) => {
      await streamed(reply, request.log, failure, async () => {
        throw Object.assign(new Error('Too many'), { statusCode: 429 });
      });
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('ends a stream whose work throws once it is open with an error event and [DONE], instead of leaving it on its heartbeats', async () => {
    const response = await app.inject({ method: 'POST', url: '/opened-then-failed' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('event: day\ndata: {"day":1}\n\nevent: error\ndata: {"message":"Failed to generate itinerary. Please try again."}\n\ndata: [DONE]\n\n');
  });

  it('leaves an error thrown before the stream opened to the error handler (a JSON answer)', async () => {
    const response = await app.inject({ method: 'POST', url: '/failed-before' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['content-type']).toContain('application/json');
  });
});
