/**
 * The route config of the forms' tighter limit (FORM_RATE_LIMIT_PER_MINUTE): contact, feedback,
 * newsletter, invite requests and the account forms. Counted per signed-in user or client address,
 * each route on its own, inside the API's wider limit.
 */
export interface FormLimit {
  readonly rateLimit: { readonly max: number; readonly timeWindow: '1 minute' };
}

export function formLimit(perMinute: number): FormLimit {
  return { rateLimit: { max: perMinute, timeWindow: '1 minute' } };
}
