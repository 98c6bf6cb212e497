import { useMutation } from '@tanstack/react-query';
import type { Contact } from '../../../../shared/contact/contact.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function sendContactMessage(message: Contact): Promise<{ received: true }> {
  return apiRequest('/contact', { method: 'POST', body: message });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
