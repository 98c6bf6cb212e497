import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  customerActionResultSchema,
  customerDeletedSchema,
  customerPageSchema,
  type BanCustomer,
  type CustomerAction,
  type CustomerListQuery,
  type CustomerPage,
  type CustomerRow,
  type GrantPremium,
} from '../../../../shared/admin/customers.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The filters and sort as query parameters; empty ones are left out. */
export function customerSearchParams(query: Record<string, string | number | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  return params;
}

export async function fetchCustomers(query: CustomerListQuery, signal?: AbortSignal): Promise<CustomerPage> {
  return customerPageSchema.parse(await apiRequest<unknown>(`/admin/customers?${customerSearchParams(query)}`, { signal }));
}

export const customersQueryOptions = (query: CustomerListQuery) =>
  queryOptions({
    queryKey: ['admin', 'customers', query],
    queryFn: ({ signal }) => fetchCustomers(query, signal),
    placeholderData: keepPreviousData,
  });

export function useCustomers(query: CustomerListQuery) {
  return useQuery(customersQueryOptions(query));
}

/** The CSV export of what the filters match: a plain link, so the browser downloads it. */
export function customersExportUrl(query: Omit<CustomerListQuery, 'page' | 'pageSize'>): string {
  return `/api/admin/customers/export.csv?${customerSearchParams(query)}`;
}

export type CustomerActionRequest =
  | { id: string; action: 'grant-premium'; body: GrantPremium }
  | { id: string; action: 'ban'; body: BanCustomer }
  | { id: string; action: Exclude<CustomerAction, 'grant-premium' | 'ban'> };

/** DELETE /api/admin/customers/:id: the account and its data go (decision 0222). */
export async function deleteCustomer(id: string): Promise<void> {
  customerDeletedSchema.parse(await apiRequest<unknown>(`/admin/customers/${encodeURIComponent(id)}`, { method: 'DELETE' }));
}

export function useDeleteCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCustomer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

export async function performCustomerAction(request: CustomerActionRequest): Promise<CustomerRow> {
  const body = 'body' in request ? request.body : {};
  const answer = await apiRequest<unknown>(`/admin/customers/${encodeURIComponent(request.id)}/${request.action}`, {
    method: 'POST',
    body,
  });
  return customerActionResultSchema.parse(answer).customer;
}

export function useCustomerAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: performCustomerAction,
    // The table and the audit log both change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
