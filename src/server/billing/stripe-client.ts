import type Stripe from 'stripe';
import { ApiError } from '../http/api-error.ts';

/** What the billing feature needs of config.stripe to talk to Stripe. */
export interface StripeClientSettings {
  secretKey: string;
  /** STRIPE_API_URL: another Stripe API endpoint (the fake server in tests, a local mock); unset: api.stripe.com. */
  apiUrl?: string | undefined;
}

/**
 * The SDK's `host`, `port` and `protocol` for an API address. The Node SDK has no base-URL option,
 * and it cannot prefix a path, so the address is only a scheme, a host and a port (config.ts
 * refuses one with a path).
 */
export function stripeEndpointOptions(apiUrl: string): Required<Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'>> {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  // URL keeps an IPv6 literal's brackets, which Node's http.request does not accept as a host.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return { host, port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443, protocol };
}

/**
 * The SDK client. Two retries (with the SDK's backoff and its own idempotency keys on POSTs) ride
 * out Stripe's brief hiccups; 10 s per attempt, because a user waits on the Upgrade button and a
 * webhook on Stripe's own timeout, and the SDK's default is 80 s. The SDK is loaded here, with the
 * first client: a server without STRIPE_SECRET_KEY never loads it (about 3 MB of heap after a
 * collection, docs/performance.md), and everything else in this file only needs its types.
 */
export async function createStripeClient(settings: StripeClientSettings): Promise<Stripe> {
  const { default: Sdk } = await import('stripe');
  return new Sdk(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 10_000,
    ...(settings.apiUrl ? stripeEndpointOptions(settings.apiUrl) : {}),
  });
}

/**
 * A webhook whose signature does not check out: the route answers 400. Stripe itself always signs
 * with the endpoint's secret, so these are forged requests, or a STRIPE_WEBHOOK_SECRET that is not
 * this endpoint's (every delivery then fails in Stripe's log until it is fixed).
 */
export class WebhookSignatureError extends ApiError {
  constructor(options: { cause?: unknown } = {}) {
    super('bad_request:stripe_signature', options);
    this.name = 'WebhookSignatureError';
  }
}

/**
 * The event Stripe sent, after the real `constructEvent` has checked its signature and age
 * against our endpoint secret. `rawBody` must be the bytes as received: a body parsed to JSON and
 * written back no longer matches the signature. Anything but a signature problem is rethrown.
 */
export function verifyWebhook(stripe: Stripe, rawBody: string | Buffer, signatureHeader: string | string[] | undefined, secret: string): Stripe.Event {
  // Node joins a repeated header into one string; an array means a caller passed something odd.
  if (typeof signatureHeader !== 'string' || signatureHeader === '') throw new WebhookSignatureError();
  try {
    return stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
  } catch (error) {
    if (error instanceof stripe.errors.StripeSignatureVerificationError) throw new WebhookSignatureError({ cause: error });
    throw error;
  }
}

/**
 * A call to Stripe whose failure the user (or Stripe's webhook) gets as 502 `bad_gateway:billing`:
 * Stripe's own message can name our configuration (an unknown price, a key's mode), so it goes to
 * the log, not to the page. Errors of ours pass through unchanged.
 */
export async function askStripe<T>(stripe: Stripe, log: { error(object: object, message: string): void }, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof stripe.errors.StripeError)) throw error;
    log.error({ err: error, stripe: what, type: error.type, code: error.code, status: error.statusCode }, 'billing: Stripe refused or failed a request');
    throw new ApiError('bad_gateway:billing', { cause: error });
  }
}
