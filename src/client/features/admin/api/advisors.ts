import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminAdvisorDeleteResultSchema,
  adminAdvisorPageSchema,
  adminAdvisorResultSchema,
  type AdminAdvisorDeleteResult,
  type AdminAdvisorListQuery,
  type AdminAdvisorPage,
  type AdminAdvisorRow,
  type AdvisorImageKind,
  type AdvisorInput,
} from '../../../../shared/admin/advisors.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerSearchParams } from './customers.ts';

export async function fetchAdminAdvisors(query: AdminAdvisorListQuery, signal?: AbortSignal): Promise<AdminAdvisorPage> {
  return adminAdvisorPageSchema.parse(await apiRequest<unknown>(`/admin/advisors?${customerSearchParams(query)}`, { signal }));
}

export const adminAdvisorsQueryOptions = (query: AdminAdvisorListQuery) =>
  queryOptions({
    queryKey: ['admin', 'advisors', query],
    queryFn: ({ signal }) => fetchAdminAdvisors(query, signal),
    placeholderData: keepPreviousData,
  });

export function useAdminAdvisors(query: AdminAdvisorListQuery) {
  return useQuery(adminAdvisorsQueryOptions(query));
}

const advisorPath = (id: string) => `/admin/advisors/${encodeURIComponent(id)}`;

export async function saveAdvisor({ id, input }: { id: string | undefined; input: AdvisorInput }): Promise<AdminAdvisorRow> {
  const answer = await apiRequest<unknown>(id ? advisorPath(id) : '/admin/advisors', { method: id ? 'PUT' : 'POST', body: input });
  return adminAdvisorResultSchema.parse(answer).advisor;
}

export async function uploadAdvisorImage({ id, kind, file }: { id: string; kind: AdvisorImageKind; file: File }): Promise<AdminAdvisorRow> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await apiRequest<unknown>(`${advisorPath(id)}/images/${kind}`, { method: 'POST', body: form, timeoutMs: 60_000 });
  return adminAdvisorResultSchema.parse(answer).advisor;
}

export async function removeAdvisorImage({ id, kind }: { id: string; kind: AdvisorImageKind }): Promise<AdminAdvisorRow> {
  return adminAdvisorResultSchema.parse(await apiRequest<unknown>(`${advisorPath(id)}/images/${kind}`, { method: 'DELETE' })).advisor;
}

export async function deleteAdvisor(id: string): Promise<AdminAdvisorDeleteResult> {
  return adminAdvisorDeleteResultSchema.parse(await apiRequest<unknown>(advisorPath(id), { method: 'DELETE' }));
}

export async function restoreAdvisor(id: string): Promise<AdminAdvisorRow> {
  return adminAdvisorResultSchema.parse(await apiRequest<unknown>(`${advisorPath(id)}/restore`, { method: 'POST', body: {} })).advisor;
}

/** After any change: the admin's tables and audit log, and the public directory this tab has cached. */
function useRefreshAfterChange() {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: ['admin'] }), queryClient.invalidateQueries({ queryKey: ['advisors'] })]);
}

export function useAdvisorMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const refresh = useRefreshAfterChange();
  return useMutation({ mutationFn, onSettled: refresh });
}
