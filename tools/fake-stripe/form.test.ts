import { describe, expect, it } from 'vitest';
import { decodeStripeForm, expandParam } from './form.ts';

describe('decodeStripeForm', () => {
  it('nests the bracketed fields the Stripe SDK sends', () => {
    const params = new URLSearchParams(
      'mode=subscription&line_items[0][price]=price_1&line_items[0][quantity]=1&metadata[userId]=u1&subscription_data[metadata][userId]=u1&expand[0]=customer&expand[1]=subscription',
    );
    expect(decodeStripeForm(params)).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_1', quantity: '1' }],
      metadata: { userId: 'u1' },
      subscription_data: { metadata: { userId: 'u1' } },
      expand: ['customer', 'subscription'],
    });
  });

  it('reads expand[]= as Stripe documents it, and ignores prototype keys', () => {
    const params = decodeStripeForm(new URLSearchParams('expand[]=default_payment_method&expand[]=customer&__proto__[polluted]=1&metadata[constructor]=x'));
    expect(expandParam(params)).toEqual(['default_payment_method', 'customer']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
