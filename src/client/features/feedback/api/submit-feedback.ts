import { useMutation } from '@tanstack/react-query';
import type { Feedback } from '../../../../shared/feedback/feedback.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export function submitFeedback(feedback: Feedback): Promise<{ received: true }> {
  return apiRequest('/feedback', { method: 'POST', body: feedback });
}

export function useSubmitFeedback() {
  return useMutation({ mutationFn: submitFeedback });
}
