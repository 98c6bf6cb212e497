import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  type Itinerary,
  itineraryListSchema,
  itinerarySchema,
  type PlannerPreferences,
  plannerPreferencesSchema,
  type SaveItineraryRequest,
} from '../../../../shared/itineraries/itinerary.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const itinerariesQueryKey = ['itineraries'] as const;

/** GET /api/itineraries: the user's own, newest first. */
export async function fetchItineraries(signal?: AbortSignal): Promise<Itinerary[]> {
  return itineraryListSchema.parse(await apiRequest<unknown>('/itineraries', { signal })).itineraries;
}

export const itinerariesQueryOptions = () => queryOptions({ queryKey: [...itinerariesQueryKey, 'list'], queryFn: ({ signal }) => fetchItineraries(signal) });

export function useItineraries({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...itinerariesQueryOptions(), enabled });
}

/** GET /api/itineraries/:id. */
export async function fetchItinerary(id: string, signal?: AbortSignal): Promise<Itinerary> {
  return itinerarySchema.parse(await apiRequest<unknown>(`/itineraries/${encodeURIComponent(id)}`, { signal }));
}

export const itineraryQueryOptions = (id: string) =>
  queryOptions({ queryKey: [...itinerariesQueryKey, 'one', id], queryFn: ({ signal }) => fetchItinerary(id, signal) });

export function useItinerary(id: string | null) {
  return useQuery({ ...itineraryQueryOptions(id ?? ''), enabled: id !== null, retry: (count, error) => count < 2 && !isNotFound(error) });
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 404;
}

/** Puts a fresh copy of one itinerary in the cache (after a stream or a save) and refreshes the list. */
export function storeItinerary(queryClient: QueryClient, itinerary: Itinerary): void {
  queryClient.setQueryData(itineraryQueryOptions(itinerary.id).queryKey, itinerary);
  void queryClient.invalidateQueries({ queryKey: itinerariesQueryOptions().queryKey });
}

/** PUT /api/itineraries/:id: stores the trip request and plan as they are now. */
export async function saveItinerary({ id, ...body }: SaveItineraryRequest & { id: string }): Promise<Itinerary> {
  return itinerarySchema.parse(await apiRequest<unknown>(`/itineraries/${encodeURIComponent(id)}`, { method: 'PUT', body }));
}

export function useSaveItinerary() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveItinerary, onSuccess: (itinerary) => storeItinerary(queryClient, itinerary) });
}

/** DELETE /api/itineraries/:id. */
export async function deleteItinerary(id: string): Promise<void> {
  await apiRequest<unknown>(`/itineraries/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteItinerary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteItinerary,
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: itineraryQueryOptions(id).queryKey });
      queryClient.setQueryData<Itinerary[]>(itinerariesQueryOptions().queryKey, (list) => list?.filter((entry) => entry.id !== id));
      void queryClient.invalidateQueries({ queryKey: itinerariesQueryOptions().queryKey });
    },
  });
}

/** GET /api/itineraries/preferences: what prefills the planner form. */
export async function fetchPlannerPreferences(signal?: AbortSignal): Promise<PlannerPreferences> {
  return plannerPreferencesSchema.parse(await apiRequest<unknown>('/itineraries/preferences', { signal }));
}

export const plannerPreferencesQueryOptions = () =>
  queryOptions({ queryKey: [...itinerariesQueryKey, 'preferences'], queryFn: ({ signal }) => fetchPlannerPreferences(signal), staleTime: 60_000 });

export function usePlannerPreferences() {
  return useQuery({ ...plannerPreferencesQueryOptions(), retry: 1 });
}

/** Where the browser downloads the itinerary's calendar (.ics). */
export function calendarUrl(id: string): string {
  return `/api/itineraries/${encodeURIComponent(id)}/calendar.ics`;
}
