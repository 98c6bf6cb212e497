import { describe, expect, it } from 'vitest';
import { banCustomerFormSchema, grantPremiumFormSchema } from './customers.schema.ts';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('the ban and grant dialogs’ forms', () => {
  it('ask for a reason as the route does, and take an empty end or a day', () => {
    expect(messages(banCustomerFormSchema.safeParse({ reason: '   ', until: '' }))).toEqual({ reason: 'Please give a reason.' });
    expect(messages(banCustomerFormSchema.safeParse({ reason: 'x'.repeat(501), until: '' }))).toEqual({ reason: 'Please keep the reason under 500 characters.' });
    expect(banCustomerFormSchema.parse({ reason: ' Spam links ', until: '2030-01-31' })).toEqual({ reason: 'Spam links', until: '2030-01-31' });
    expect(grantPremiumFormSchema.parse({ until: '' })).toEqual({ until: '' });
  });

  it('refuse an end that is not a day', () => {
    expect(messages(grantPremiumFormSchema.safeParse({ until: 'tomorrow' }))).toEqual({ until: 'Please pick a date.' });
    expect(messages(banCustomerFormSchema.safeParse({ reason: 'ok', until: '31/01/2030' }))).toEqual({ until: 'Please pick a date.' });
  });
});
