import { useMutation } from '@tanstack/react-query';
import type { NewsletterSignup } from '../../../../shared/newsletter/newsletter.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function subscribeNewsletter(signup: NewsletterSignup): Promise<{ subscribed: true }> {
  return apiRequest('/newsletter', { method: 'POST', body: signup });
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}
