import { ApiError } from '../http/api-error.ts';
import type { SharedLimitStore } from '../rate-limits/limit-store.ts';
import { createSlotLimits, type SlotLimits } from '../rate-limits/slot-limits.ts';

/**
 * Per-user limits on itinerary generation (a trip, one day again, the assistant's trip text):
 * ITINERARY_RATE_LIMIT started per ITINERARY_RATE_WINDOW_MINUTES and ITINERARY_MAX_CONCURRENT at
 * once, in Redis with REDIS_URL so every instance shares the numbers. Generous: a person planning
 * never meets them; a script looping on the model does.
 */
export function createGenerationLimits({
  shared,
  perWindow,
  windowMinutes,
  maxConcurrent,
}: {
  shared: SharedLimitStore | undefined;
  perWindow: number;
  windowMinutes: number;
  maxConcurrent: number;
}): SlotLimits {
  return createSlotLimits({
    shared,
    name: 'itinerary',
    windowMs: windowMinutes * 60_000,
    perWindow,
    maxConcurrent,
    refuseConcurrent: () => new ApiError('rate_limit:itinerary_concurrent', { headers: { 'retry-after': '1' } }),
    refuseWindow: (retryAfterMs) => new ApiError('rate_limit:itinerary', { headers: { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) } }),
  });
}
