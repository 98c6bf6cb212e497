import { type InfiniteData, infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  type Itinerary,
  itinerarySchema,
  type PlannerPreferences,
  plannerPreferencesSchema,
  type SaveItineraryRequest,
} from '../../../../shared/itineraries/itinerary.schema.ts';
import { type ItineraryList, itineraryListSchema } from '../../../../shared/itineraries/itinerary-list.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const itinerariesQueryKey = ['itineraries'] as const;

/** GET /api/itineraries: one page of the user's summaries, newest first, from `cursor` (the previous page's `nextCursor`). */
export async function fetchItineraryPage(cursor: string | null, signal?: AbortSignal): Promise<ItineraryList> {
  const query = cursor ? `?${new URLSearchParams({ cursor }).toString()}` : '';
  return itineraryListSchema.parse(await apiRequest<unknown>(`/itineraries${query}`, { signal }));
}

/** The list as pages: "Load more" fetches the next; a refetch walks the pages loaded so far again. */
export const itinerariesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: [...itinerariesQueryKey, 'list'],
    queryFn: ({ pageParam, signal }) => fetchItineraryPage(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useItineraries() {
  return useInfiniteQuery(itinerariesQueryOptions());
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

/**
 * Puts a fresh copy of one itinerary in the cache (after a stream or a save) and refreshes the list
 * and what the planner opens with (the latest choices, the free plan's count).
 */
export function storeItinerary(queryClient: QueryClient, itinerary: Itinerary): void {
  queryClient.setQueryData(itineraryQueryOptions(itinerary.id).queryKey, itinerary);
  void queryClient.invalidateQueries({ queryKey: itinerariesQueryOptions().queryKey });
  void queryClient.invalidateQueries({ queryKey: plannerPreferencesQueryOptions().queryKey });
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
      // Gone from the page at once; the refetch then brings the pages' edges and the count up to date.
      queryClient.setQueryData<InfiniteData<ItineraryList, string | null>>(itinerariesQueryOptions().queryKey, (list) =>
        list && {
          ...list,
          pages: list.pages.map((page) => ({ ...page, itineraries: page.itineraries.filter((entry) => entry.id !== id), total: Math.max(0, page.total - 1) })),
        },
      );
      void queryClient.invalidateQueries({ queryKey: itinerariesQueryOptions().queryKey });
      // A free user who deleted their one itinerary may plan another: the planner's count follows.
      void queryClient.invalidateQueries({ queryKey: plannerPreferencesQueryOptions().queryKey });
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
