import Fastify, { type FastifyInstance } from 'fastify';
import { premiumMonthlyPriceCents } from '../../src/shared/billing/billing.schema.ts';
import { registerApiRoutes } from './api-routes.ts';
import { decodeStripeForm } from './form.ts';
import { registerHostedPages } from './hosted-pages.ts';
import { FakeStripeError, type FakeStripeRuntime } from './lifecycle.ts';
import { createState, stripeId, type FakeStripeState } from './state.ts';
import { createWebhookSender } from './webhooks.ts';
import { registerTestHelpers } from './test-helpers.ts';

/**
 * A small Stripe for tests and laptops: the API a subscription billing service calls, the hosted
 * Checkout and portal pages, and signed webhooks, all in memory on 127.0.0.1. Point the SDK at it
 * with STRIPE_API_URL (its host, port and protocol options); see docs/billing.md.
 */

export interface FakeStripeOptions {
  /** Where events are POSTed (the app's /api/billing/webhook); unset: recorded, not sent. */
  webhookUrl?: string | undefined;
  /** The endpoint secret events are signed with: the app's STRIPE_WEBHOOK_SECRET. */
  webhookSecret: string;
  /** The fake's own address as a browser reaches it (Checkout and portal URLs); default http://127.0.0.1:<port> once listening. */
  publicUrl?: string | undefined;
  /** The fake's clock at start, Unix seconds; default now. */
  now?: number;
  /** What the one monthly plan costs; default the Premium price, $5.99. */
  price?: { unitAmount: number; currency: string };
}

export interface FakeStripe {
  app: FastifyInstance;
  /** Listens on 127.0.0.1 (0: any free port) and resolves to the base URL, e.g. http://127.0.0.1:12111. */
  listen(port?: number): Promise<string>;
  state: FakeStripeState;
  /** Resolves when every webhook sent so far has been delivered. */
  webhooksSettled(): Promise<void>;
  /**
   * Where later events go: for a test whose app listens only after the fake is up. Undefined:
   * events are recorded and not sent (a lost delivery), until `resend_event` sends them.
   */
  setWebhookUrl(url: string | undefined): void;
  close(): Promise<void>;
}

const stripeError = (error: FakeStripeError) => ({
  error: { type: error.type, message: error.message, ...(error.param ? { param: error.param } : {}), ...(error.code ? { code: error.code } : {}) },
});

export function createFakeStripe(options: FakeStripeOptions): FakeStripe {
  const state = createState(options.now ?? Math.floor(Date.now() / 1000));
  const webhookSettings = { webhookUrl: options.webhookUrl, webhookSecret: options.webhookSecret };
  const runtime: FakeStripeRuntime = {
    state,
    publicUrl: options.publicUrl?.replace(/\/$/, '') ?? '',
    price: options.price ?? { unitAmount: premiumMonthlyPriceCents, currency: 'usd' },
    webhooks: createWebhookSender(state, webhookSettings),
  };
  const app = Fastify({ logger: false });

  // Stripe's API and its hosted forms both send form-encoded bodies.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, decodeStripeForm(new URLSearchParams(String(body))));
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('request-id', stripeId('req'));
    if (!request.url.startsWith('/v1/')) return;
    // Stripe answers 401 without a secret key (as a bearer token, or curl's -u sk_test_...:); any key will do here.
    if (!/^(Bearer|Basic) \S+/.test(request.headers.authorization ?? '')) {
      throw new FakeStripeError(401, 'You did not provide an API key. Provide it in the Authorization header as Bearer <key>.');
    }
  });

  // Idempotency-Key (the app's own on Checkout, the SDK's on every retried POST): the same key
  // answers the first reply again; the same key with other parameters is an error, as at Stripe.
  // Only a success is kept: a refused request (no key, bad parameters) may be retried as it should have been.
  const fingerprint = (method: string, url: string, body: unknown) => `${method} ${url} ${JSON.stringify(body ?? {})}`;
  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers['idempotency-key'];
    if (request.method !== 'POST' || typeof key !== 'string' || !request.url.startsWith('/v1/')) return;
    const earlier = state.idempotentReplies.get(key);
    if (!earlier) return;
    if (earlier.fingerprint !== fingerprint(request.method, request.url, request.body)) {
      throw new FakeStripeError(400, `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`, { type: 'idempotency_error' });
    }
    return reply.code(earlier.status).header('idempotent-replayed', 'true').type('application/json').send(earlier.body);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const key = request.headers['idempotency-key'];
    const replayed = reply.getHeader('idempotent-replayed') !== undefined;
    const success = reply.statusCode >= 200 && reply.statusCode < 300;
    if (request.method === 'POST' && typeof key === 'string' && request.url.startsWith('/v1/') && !replayed && success && !state.idempotentReplies.has(key) && typeof payload === 'string') {
      state.idempotentReplies.set(key, { fingerprint: fingerprint(request.method, request.url, request.body), status: reply.statusCode, body: payload });
    }
    return payload;
  });

  app.setErrorHandler(async (error, _request, reply) => {
    if (error instanceof FakeStripeError) return reply.code(error.status).send(stripeError(error));
    const status = typeof (error as { statusCode?: unknown }).statusCode === 'number' ? (error as { statusCode: number }).statusCode : 500;
    const type = status < 500 ? 'invalid_request_error' : 'api_error';
    return reply.code(status).send({ error: { type, message: error instanceof Error ? error.message : 'Unexpected error' } });
  });
  app.setNotFoundHandler(async (request, reply) =>
    reply.code(404).send(stripeError(new FakeStripeError(404, `Unrecognized request URL (${request.method}: ${request.url.split('?')[0]}). The fake Stripe server implements only what a billing service needs; see docs/billing.md.`))),
  );

  registerApiRoutes(app, runtime);
  registerTestHelpers(app, runtime);
  registerHostedPages(app, runtime);

  return {
    app,
    state,
    setWebhookUrl(url) {
      webhookSettings.webhookUrl = url;
    },
    async listen(port = 0) {
      await app.listen({ host: '127.0.0.1', port });
      const address = app.server.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}`;
      if (!runtime.publicUrl) runtime.publicUrl = url;
      return url;
    },
    webhooksSettled: () => runtime.webhooks.settled(),
    async close() {
      await runtime.webhooks.settled();
      await app.close();
    },
  };
}
