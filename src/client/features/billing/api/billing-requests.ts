import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { billingRedirectSchema, billingStatusSchema, type BillingRedirect, type BillingStatus } from '../../../../shared/billing/billing.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { announceSessionChange, meQueryKey } from '../../auth/index.ts';

export const billingQueryKey = ['billing'] as const;

/** GET /api/billing: the plan, the subscription behind it and whether this server takes payments. */
export async function fetchBilling(signal?: AbortSignal): Promise<BillingStatus> {
  return billingStatusSchema.parse(await apiRequest<unknown>('/billing', { signal, timeoutMs: 10_000 }));
}

/** The signed-in user's billing; `enabled: false` for a visitor, who has none. */
export function useBilling({ enabled = true, refetchInterval }: { enabled?: boolean; refetchInterval?: number | false } = {}) {
  return useQuery({ queryKey: billingQueryKey, queryFn: ({ signal }) => fetchBilling(signal), enabled, refetchInterval });
}

async function redirectFrom(path: string): Promise<BillingRedirect> {
  return billingRedirectSchema.parse(await apiRequest<unknown>(path, { method: 'POST', timeoutMs: 20_000 }));
}

/**
 * Stripe's hosted pages (Checkout, the Customer Portal) live on Stripe's domain: the browser goes
 * there and comes back to /account. The button stays busy until the page unloads.
 */
function useRedirectTo(path: string) {
  return useMutation({
    mutationFn: () => redirectFrom(path),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** POST /api/billing/checkout: Stripe Checkout for Premium (a subscriber is sent to the portal). */
export const useStartCheckout = () => useRedirectTo('/billing/checkout');

/** POST /api/billing/portal: the Customer Portal (card, invoices, cancelling). */
export const useOpenBillingPortal = () => useRedirectTo('/billing/portal');

/** After the plan changed: the user (plan, menu, Premium features) is read again here and in other tabs. */
export function useRefreshPlan(): () => Promise<void> {
  const queryClient = useQueryClient();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
    announceSessionChange();
  };
}

/** POST /api/billing/resume: takes back a cancellation before the period ends. */
export function useResumeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => billingStatusSchema.parse(await apiRequest<unknown>('/billing/resume', { method: 'POST', timeoutMs: 20_000 })),
    onSuccess: (status) => queryClient.setQueryData(billingQueryKey, status),
  });
}
