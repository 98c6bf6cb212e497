import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ShareLink, shareLinkResponseSchema, type SharedItinerary, sharedItinerarySchema } from '../../../../shared/itineraries/itinerary.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { itinerariesQueryKey } from './itineraries.ts';

const sharePath = (id: string) => `/itineraries/${encodeURIComponent(id)}/share`;

/** GET /api/itineraries/:id/share: the one live link, or null. */
export async function fetchShareLink(id: string, signal?: AbortSignal): Promise<ShareLink | null> {
  return shareLinkResponseSchema.parse(await apiRequest<unknown>(sharePath(id), { signal })).shareLink;
}

export const shareLinkQueryOptions = (id: string) => queryOptions({ queryKey: [...itinerariesQueryKey, 'share', id], queryFn: ({ signal }) => fetchShareLink(id, signal) });

export function useShareLink(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...shareLinkQueryOptions(id), enabled });
}

/** POST /api/itineraries/:id/share: a new link (replacing any live one). */
export async function createShareLink({ id, hideCosts }: { id: string; hideCosts: boolean }): Promise<ShareLink | null> {
  return shareLinkResponseSchema.parse(await apiRequest<unknown>(sharePath(id), { method: 'POST', body: { hideCosts } })).shareLink;
}

/** DELETE /api/itineraries/:id/share: the link stops working. */
export async function revokeShareLink(id: string): Promise<void> {
  await apiRequest<unknown>(sharePath(id), { method: 'DELETE' });
}

export function useCreateShareLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hideCosts: boolean) => createShareLink({ id, hideCosts }),
    onSuccess: (link) => queryClient.setQueryData(shareLinkQueryOptions(id).queryKey, link),
  });
}

export function useRevokeShareLink(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeShareLink(id),
    onSuccess: () => queryClient.setQueryData(shareLinkQueryOptions(id).queryKey, null),
  });
}

/** GET /api/shared-itineraries/:token: public, no sign-in. */
export async function fetchSharedItinerary(token: string, signal?: AbortSignal): Promise<SharedItinerary> {
  return sharedItinerarySchema.parse(await apiRequest<unknown>(`/shared-itineraries/${encodeURIComponent(token)}`, { signal }));
}

export const sharedItineraryQueryOptions = (token: string) =>
  queryOptions({ queryKey: ['shared-itinerary', token], queryFn: ({ signal }) => fetchSharedItinerary(token, signal) });

export function useSharedItinerary(token: string) {
  return useQuery({ ...sharedItineraryQueryOptions(token), retry: (count, error) => count < 2 && (error as { status?: number }).status !== 404 });
}
