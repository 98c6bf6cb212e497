import { advisorAvailabilitySchema, type AdvisorAvailability } from '../../../../shared/assistant/assistant.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/advisors/:id/availability: the chat's connection check (Available, and the model answers). */
export async function fetchAdvisorAvailability(advisorId: string, signal?: AbortSignal): Promise<AdvisorAvailability> {
  return advisorAvailabilitySchema.parse(
    await apiRequest<unknown>(`/advisors/${encodeURIComponent(advisorId)}/availability`, { signal, timeoutMs: 10_000 }),
  );
}
