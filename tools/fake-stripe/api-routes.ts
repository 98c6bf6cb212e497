import type { FastifyInstance, FastifyRequest } from 'fastify';
import { decodeStripeForm, expandParam, metadataParam, stringParam, type FormObject } from './form.ts';
import { createCustomer, endSubscription, FakeStripeError, isLive, missing, setCancelAtPeriodEnd, type FakeStripeRuntime } from './lifecycle.ts';
import { checkoutSessionJson, customerJson, listJson, portalSessionJson, subscriptionExpansions, subscriptionJson } from './objects.ts';
import { stripeId, type CheckoutSessionRecord, type SubscriptionRecord } from './state.ts';

/**
 * Stripe's /v1 endpoints that a subscription billing service calls, with Stripe's parameters and
 * answers. Parameters Stripe has and the fake does not use are accepted and ignored; a request the
 * fake cannot honour as Stripe would (another Checkout mode, several prices) is refused with 400.
 */

/** The query's fields and the form body's, nested as Stripe reads them. */
export function paramsOf(request: FastifyRequest): FormObject {
  const query = new URL(request.url, 'http://fake-stripe').searchParams;
  const body = request.body && typeof request.body === 'object' ? (request.body as FormObject) : {};
  return { ...decodeStripeForm(query), ...body };
}

function allowExpand(params: FormObject, allowed: readonly string[]): string[] {
  const expand = expandParam(params);
  for (const path of expand) {
    if (!allowed.includes(path)) throw new FakeStripeError(400, `This property cannot be expanded (${path}).`, { param: 'expand' });
  }
  return expand;
}

function booleanParam(params: FormObject, name: string): boolean | undefined {
  const value = stringParam(params, name);
  if (value === undefined) return undefined;
  if (value === 'true' || value === 'false') return value === 'true';
  throw new FakeStripeError(400, `Invalid boolean: ${value}`, { param: name });
}

function requiredString(params: FormObject, name: string): string {
  const value = stringParam(params, name);
  if (!value) throw new FakeStripeError(400, `Missing required param: ${name}.`, { param: name });
  return value;
}

function urlParam(params: FormObject, name: string, required: true): string;
function urlParam(params: FormObject, name: string, required: false): string | null;
function urlParam(params: FormObject, name: string, required: boolean): string | null {
  const value = required ? requiredString(params, name) : stringParam(params, name);
  if (value === undefined || value === '') return null;
  if (!URL.canParse(value)) throw new FakeStripeError(400, 'Not a valid URL', { param: name, code: 'url_invalid' });
  return value;
}

/** Metadata as Stripe merges it on an update: an empty value deletes the key. */
function mergeMetadata(current: Record<string, string>, update: Record<string, string>): Record<string, string> {
  const merged = { ...current, ...update };
  for (const [key, value] of Object.entries(update)) if (value === '') delete merged[key];
  return merged;
}

export function registerApiRoutes(app: FastifyInstance, runtime: FakeStripeRuntime): void {
  const { state } = runtime;
  function customerOf(id: string, param = 'id') {
    const customer = state.customers.get(id);
    if (!customer) throw missing('customer', id, param);
    return customer;
  }
  function subscriptionOf(id: string) {
    const subscription = state.subscriptions.get(id);
    if (!subscription) throw missing('subscription', id);
    return subscription;
  }

  app.post('/v1/customers', async (request) => {
    const params = paramsOf(request);
    return customerJson(createCustomer(runtime, { email: stringParam(params, 'email') ?? null, name: stringParam(params, 'name') ?? null, metadata: metadataParam(params.metadata) }));
  });

  app.get<{ Params: { id: string } }>('/v1/customers/:id', async (request) => customerJson(customerOf(request.params.id)));

  app.post('/v1/checkout/sessions', async (request) => {
    const params = paramsOf(request);
    if (stringParam(params, 'mode') !== 'subscription') {
      throw new FakeStripeError(400, 'The fake Stripe server sells subscriptions only: mode must be subscription.', { param: 'mode' });
    }
    const lineItems = params.line_items;
    const item = Array.isArray(lineItems) && lineItems.length === 1 ? lineItems[0] : undefined;
    if (!item || typeof item !== 'object' || Array.isArray(item) || !stringParam(item, 'price')) {
      throw new FakeStripeError(400, 'The fake Stripe server takes exactly one line item with a price.', { param: 'line_items' });
    }
    const quantity = Number(stringParam(item, 'quantity') ?? '1');
    if (!Number.isInteger(quantity) || quantity < 1) throw new FakeStripeError(400, 'Invalid integer: quantity', { param: 'line_items[0][quantity]' });
    const customer = stringParam(params, 'customer');
    if (customer) customerOf(customer, 'customer');
    const clientReferenceId = stringParam(params, 'client_reference_id') ?? null;
    if (clientReferenceId !== null && clientReferenceId.length > 200) {
      throw new FakeStripeError(400, 'client_reference_id must be at most 200 characters.', { param: 'client_reference_id' });
    }
    const subscriptionData = params.subscription_data;
    const session: CheckoutSessionRecord = {
      id: stripeId('cs_test'),
      created: state.clock,
      customer: customer ?? null,
      clientReferenceId,
      metadata: metadataParam(params.metadata),
      subscriptionMetadata: subscriptionData && typeof subscriptionData === 'object' && !Array.isArray(subscriptionData) ? metadataParam(subscriptionData.metadata) : {},
      successUrl: urlParam(params, 'success_url', true),
      cancelUrl: urlParam(params, 'cancel_url', false),
      priceId: stringParam(item, 'price') ?? '',
      quantity,
      status: 'open',
      subscription: null,
    };
    state.checkoutSessions.set(session.id, session);
    return checkoutSessionJson(runtime, session);
  });

  app.get<{ Params: { id: string } }>('/v1/checkout/sessions/:id', async (request) => {
    const session = state.checkoutSessions.get(request.params.id);
    if (!session) throw missing('checkout.session', request.params.id);
    return checkoutSessionJson(runtime, session);
  });

  app.get<{ Params: { id: string } }>('/v1/subscriptions/:id', async (request) => {
    const expand = allowExpand(paramsOf(request), subscriptionExpansions);
    return subscriptionJson(runtime, subscriptionOf(request.params.id), expand);
  });

  app.get('/v1/subscriptions', async (request) => {
    const params = paramsOf(request);
    const expand = allowExpand(params, subscriptionExpansions.map((path) => `data.${path}`)).map((path) => path.slice('data.'.length));
    const limit = Number(stringParam(params, 'limit') ?? '10');
    if (!Number.isInteger(limit) || limit < 1 || limit > 100) throw new FakeStripeError(400, 'Invalid integer: limit must be between 1 and 100.', { param: 'limit' });
    const customer = stringParam(params, 'customer');
    const price = stringParam(params, 'price');
    const status = stringParam(params, 'status');
    // Stripe's default leaves canceled subscriptions out; status=all includes them, 'ended' means canceled or expired.
    const matches = (subscription: SubscriptionRecord) =>
      status === 'all' ||
      (status === undefined && subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired') ||
      (status === 'ended' && (subscription.status === 'canceled' || subscription.status === 'incomplete_expired')) ||
      subscription.status === status;
    // Newest first; the map keeps creation order, which breaks ties within a second.
    const all = [...state.subscriptions.values()].reverse().filter(
      (subscription) => (!customer || subscription.customer === customer) && (!price || subscription.priceId === price) && matches(subscription),
    );
    const after = stringParam(params, 'starting_after');
    const start = after ? all.findIndex((subscription) => subscription.id === after) + 1 : 0;
    if (after && start === 0) throw missing('subscription', after, 'starting_after');
    const page = all.slice(start, start + limit);
    return listJson('/v1/subscriptions', page.map((subscription) => subscriptionJson(runtime, subscription, expand)), start + limit < all.length);
  });

  app.post<{ Params: { id: string } }>('/v1/subscriptions/:id', async (request) => {
    const params = paramsOf(request);
    const expand = allowExpand(params, subscriptionExpansions);
    const subscription = subscriptionOf(request.params.id);
    if (params.metadata !== undefined) subscription.metadata = mergeMetadata(subscription.metadata, metadataParam(params.metadata));
    const cancel = booleanParam(params, 'cancel_at_period_end');
    if (cancel !== undefined) setCancelAtPeriodEnd(runtime, subscription, cancel);
    return subscriptionJson(runtime, subscription, expand);
  });

  app.delete<{ Params: { id: string } }>('/v1/subscriptions/:id', async (request) => {
    const subscription = subscriptionOf(request.params.id);
    if (!isLive(subscription)) throw new FakeStripeError(400, `This subscription is already canceled: '${subscription.id}'`, { param: 'id' });
    endSubscription(runtime, subscription, state.clock, 'cancellation_requested');
    return subscriptionJson(runtime, subscription, allowExpand(paramsOf(request), subscriptionExpansions));
  });

  app.post('/v1/billing_portal/sessions', async (request) => {
    const params = paramsOf(request);
    const customer = customerOf(requiredString(params, 'customer'), 'customer');
    const session = { id: stripeId('bps'), created: state.clock, customer: customer.id, returnUrl: urlParam(params, 'return_url', false) };
    state.portalSessions.set(session.id, session);
    return portalSessionJson(runtime, session);
  });
}
