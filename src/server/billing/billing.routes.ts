import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingRedirectSchema, billingStatusSchema } from '../../shared/billing/billing.schema.ts';
import { requireUser, signedInUser } from '../auth/guards.ts';
import type { BillingService } from './billing.service.ts';

/** The signed-in user's billing: status, Checkout, the Customer Portal, resuming a cancellation. */
export const billingRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (app, { billing }) => {
  app.addHook('onRequest', requireUser);

  app.get(
    '/billing',
    { schema: { tags: ['billing'], summary: 'Your plan, your subscription (its end, its card) and whether this server takes payments online', response: { 200: billingStatusSchema } } },
    async (request, reply) => reply.header('cache-control', 'no-store').send(await billing.status(signedInUser(request))),
  );

  app.post(
    '/billing/checkout',
    { schema: { tags: ['billing'], summary: 'A Stripe Checkout session for Premium ($5.99 a month); a subscriber is sent to the portal instead', response: { 200: billingRedirectSchema } } },
    async (request) => billing.checkout(signedInUser(request)),
  );

  app.post(
    '/billing/portal',
    { schema: { tags: ['billing'], summary: "A Stripe Customer Portal session: the card, invoices, cancelling at the period's end", response: { 200: billingRedirectSchema } } },
    async (request) => billing.portal(signedInUser(request)),
  );

  app.post(
    '/billing/resume',
    { schema: { tags: ['billing'], summary: 'Take back a cancellation before the period ends', response: { 200: billingStatusSchema } } },
    async (request) => billing.resume(signedInUser(request)),
  );
};

/**
 * Stripe's webhook: the raw body, as signed, is checked with the endpoint secret before anything
 * else. 2xx only once the change is committed; a failure answers 5xx so that Stripe retries.
 */
export const billingWebhookRoutes: FastifyPluginAsyncZod<{ billing: BillingService }> = async (app, { billing }) => {
  // Encapsulated: only this route reads JSON as bytes, which the signature covers.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post('/billing/webhook', { schema: { tags: ['billing'], summary: 'Stripe events (signed): subscriptions, checkouts and invoices' } }, async (request, reply) => {
    await billing.handleWebhook(request.body as Buffer, request.headers['stripe-signature']);
    return reply.code(200).send({ received: true });
  });
};
