import type { FastifyInstance, FastifyReply } from 'fastify';
import { stringParam, type FormObject } from './form.ts';
import { completeCheckout, isLive, setCancelAtPeriodEnd, updateCard, type FakeStripeRuntime } from './lifecycle.ts';
import { periodEnd, type CheckoutSessionRecord, type SubscriptionRecord } from './state.ts';

/**
 * The pages Stripe hosts, reduced to what a browser test clicks: Checkout's card form and the
 * Customer Portal's plan page. Each action waits until its webhooks are delivered before it
 * redirects, so that a test (or a user) lands on the app after the app has heard of the change.
 */

/** The portal's new card when the user updates it: a different brand and number, so a test sees the change. */
export const updatedCard = { brand: 'mastercard', last4: '4444' };
/** Stripe's test card that is always declined. */
const declinedCardNumber = '4000000000000002';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
const longDate = (seconds: number) => new Date(seconds * 1000).toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const brandNames: Record<string, string> = { visa: 'Visa', mastercard: 'Mastercard', amex: 'American Express' };

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem}label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem;box-sizing:border-box}button{margin-top:1rem;padding:.6rem 1rem;width:100%}[role=alert]{color:#b00020}</style>
</head><body><p><em>Fake Stripe, for tests</em></p>${body}</body></html>`;
}

/** Stripe fills `{CHECKOUT_SESSION_ID}` in the success URL with the session's id. */
const successUrl = (session: CheckoutSessionRecord) => session.successUrl.replaceAll('{CHECKOUT_SESSION_ID}', session.id);

/** The card a number stands for: Stripe's test numbers start with 4 (Visa), 5 or 2 (Mastercard), 3 (American Express). */
function cardOf(number: string): { brand: string; last4: string } {
  const brand = number.startsWith('4') ? 'visa' : /^[25]/.test(number) ? 'mastercard' : number.startsWith('3') ? 'amex' : 'unknown';
  return { brand, last4: number.slice(-4) };
}

export function registerHostedPages(app: FastifyInstance, runtime: FakeStripeRuntime): void {
  const { state } = runtime;
  const html = (reply: FastifyReply, status: number, content: string) => reply.code(status).type('text/html; charset=utf-8').send(content);
  const price = (quantity: number) => `$${((runtime.price.unitAmount * quantity) / 100).toFixed(2)}`;

  function checkoutPage(session: CheckoutSessionRecord, error?: string): string {
    const back = session.cancelUrl ? `<p><a href="${escapeHtml(session.cancelUrl)}">Cancel and go back</a></p>` : '';
    return page(
      'Checkout',
      `<h1>Subscribe to Premium</h1><p>${price(session.quantity)} per month</p>${back}
<form method="post" action="/checkout/${escapeHtml(session.id)}">
${error ? `<p role="alert">${escapeHtml(error)}</p>` : ''}
<label for="card">Card number</label><input id="card" name="card_number" inputmode="numeric" autocomplete="cc-number" value="4242 4242 4242 4242">
<label for="expiry">Expiration</label><input id="expiry" name="expiry" autocomplete="cc-exp" value="12 / 34">
<label for="cvc">CVC</label><input id="cvc" name="cvc" autocomplete="cc-csc" value="123">
<button type="submit">Pay ${price(session.quantity)}</button></form>`,
    );
  }

  app.get<{ Params: { id: string } }>('/checkout/:id', async (request, reply) => {
    const session = state.checkoutSessions.get(request.params.id);
    if (!session) return html(reply, 404, page('Checkout', '<h1>This Checkout session does not exist.</h1>'));
    if (session.status === 'complete') return reply.redirect(successUrl(session), 303);
    return html(reply, 200, checkoutPage(session));
  });

  app.post<{ Params: { id: string } }>('/checkout/:id', async (request, reply) => {
    const session = state.checkoutSessions.get(request.params.id);
    if (!session) return html(reply, 404, page('Checkout', '<h1>This Checkout session does not exist.</h1>'));
    const number = (stringParam((request.body ?? {}) as FormObject, 'card_number') ?? '').replace(/\D/g, '');
    if (number === declinedCardNumber) return html(reply, 402, checkoutPage(session, 'Your card was declined.'));
    if (number.length < 12) return html(reply, 400, checkoutPage(session, 'Your card number is incomplete.'));
    completeCheckout(runtime, session, cardOf(number));
    await runtime.webhooks.settled();
    return reply.redirect(successUrl(session), 303);
  });

  /** The customer's subscription the portal shows: the newest one still billing, else the newest. */
  function portalSubscription(customer: string): SubscriptionRecord | undefined {
    const theirs = [...state.subscriptions.values()].reverse().filter((subscription) => subscription.customer === customer);
    return theirs.find(isLive) ?? theirs[0];
  }

  function portalPage(sessionId: string, returnUrl: string | null, subscription: SubscriptionRecord | undefined): string {
    const back = returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">Return to site</a></p>` : '';
    if (!subscription) return page('Billing', `<h1>Billing</h1><p>No subscription.</p>${back}`);
    const end = longDate(periodEnd(subscription));
    const status = !isLive(subscription)
      ? `Ended on ${longDate(subscription.endedAt ?? state.clock)}`
      : subscription.cancelAtPeriodEnd
        ? `Cancels on ${end}`
        : subscription.status === 'past_due'
          ? 'Your last payment failed. Update your card to keep your plan.'
          : `Renews on ${end}`;
    const paymentMethod = subscription.defaultPaymentMethod ? state.paymentMethods.get(subscription.defaultPaymentMethod) : undefined;
    const card = paymentMethod ? `<p>${escapeHtml(brandNames[paymentMethod.brand] ?? paymentMethod.brand)} ending in ${escapeHtml(paymentMethod.last4)}</p>` : '';
    const action = (path: string, label: string) =>
      `<form method="post" action="/portal/${escapeHtml(sessionId)}/${path}"><input type="hidden" name="subscription" value="${escapeHtml(subscription.id)}"><button type="submit">${label}</button></form>`;
    const actions = isLive(subscription)
      ? [subscription.cancelAtPeriodEnd ? action('resume', 'Resume plan') : action('cancel', 'Cancel plan'), action('card', 'Update card')].join('')
      : '';
    return page('Billing', `<h1>Billing</h1><h2>Current plan</h2><p>Premium, ${price(subscription.quantity)} per month</p><p>${status}</p>${card}${actions}${back}`);
  }

  app.get<{ Params: { id: string } }>('/portal/:id', async (request, reply) => {
    const session = state.portalSessions.get(request.params.id);
    if (!session) return html(reply, 404, page('Billing', '<h1>This portal session does not exist.</h1>'));
    return html(reply, 200, portalPage(session.id, session.returnUrl, portalSubscription(session.customer)));
  });

  app.post<{ Params: { id: string; action: string } }>('/portal/:id/:action', async (request, reply) => {
    const session = state.portalSessions.get(request.params.id);
    const id = stringParam((request.body ?? {}) as FormObject, 'subscription') ?? '';
    const subscription = state.subscriptions.get(id);
    // A portal session acts only on its own customer's subscriptions.
    if (!session || !subscription || subscription.customer !== session.customer) return html(reply, 404, page('Billing', '<h1>Not found.</h1>'));
    const { action } = request.params;
    if (action === 'cancel') setCancelAtPeriodEnd(runtime, subscription, true);
    else if (action === 'resume') setCancelAtPeriodEnd(runtime, subscription, false);
    else if (action === 'card') updateCard(runtime, subscription, updatedCard);
    else return html(reply, 404, page('Billing', '<h1>Not found.</h1>'));
    await runtime.webhooks.settled();
    return reply.redirect(`/portal/${session.id}`, 303);
  });
}
