import { describe, expect, it } from 'vitest';
import { describeCard, formatBillingDate } from './billing-copy.ts';

describe('billing copy', () => {
  it("names a card as the account pages do: 'Visa ending 4242'", () => {
    expect(describeCard({ brand: 'visa', last4: '4242' })).toBe('Visa ending 4242');
    expect(describeCard({ brand: 'amex', last4: '0005' })).toBe('American Express ending 0005');
    expect(describeCard({ brand: 'mastercard', last4: '4444' })).toBe('Mastercard ending 4444');
  });

  it('keeps a brand it does not know, capitalised, rather than inventing one', () => {
    expect(describeCard({ brand: 'cartes_bancaires', last4: '1234' })).toBe('Cartes bancaires ending 1234');
  });

  it("writes a billing date in the spec's form, in the reader's time zone", () => {
    // Noon UTC is the same calendar day in every time zone from UTC-11 to UTC+11.
    expect(formatBillingDate('2025-06-22T12:00:00.000Z')).toBe('June 22, 2025');
  });
});
