import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminContactRowSchema,
  adminFaqEntrySchema,
  adminFaqListSchema,
  adminFeedbackRowSchema,
  contactPageSchema,
  feedbackPageSchema,
  subscriberPageSchema,
  subscriberRowSchema,
  type ContactListQuery,
  type FaqEntryInput,
  type FaqMove,
  type FeedbackListQuery,
  type SubscriberListQuery,
} from '../../../../shared/admin/content.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { customerSearchParams } from './customers.ts';

const params = (query: object) => customerSearchParams(query as Record<string, string | number | undefined>);

// ---- Feedback and contact messages ----

export const feedbackQueryOptions = (query: FeedbackListQuery) =>
  queryOptions({
    queryKey: ['admin', 'feedback', query],
    queryFn: async ({ signal }) => feedbackPageSchema.parse(await apiRequest<unknown>(`/admin/feedback?${params(query)}`, { signal })),
    placeholderData: keepPreviousData,
  });

export const contactQueryOptions = (query: ContactListQuery) =>
  queryOptions({
    queryKey: ['admin', 'contact-messages', query],
    queryFn: async ({ signal }) => contactPageSchema.parse(await apiRequest<unknown>(`/admin/contact-messages?${params(query)}`, { signal })),
    placeholderData: keepPreviousData,
  });

export const useFeedbackPage = (query: FeedbackListQuery) => useQuery(feedbackQueryOptions(query));
export const useContactPage = (query: ContactListQuery) => useQuery(contactQueryOptions(query));

/** Sets or clears the 'replied' mark of a feedback or a contact message. */
export function useRepliedMark(kind: 'feedback' | 'contact-messages') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, replied }: { id: string; replied: boolean }) => {
      const answer = await apiRequest<unknown>(`/admin/${kind}/${encodeURIComponent(id)}/replied`, { method: 'POST', body: { replied } });
      return kind === 'feedback' ? adminFeedbackRowSchema.parse(answer) : adminContactRowSchema.parse(answer);
    },
    // The table and the audit log both change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

// ---- Mailing list ----

export const mailingListQueryOptions = (query: SubscriberListQuery) =>
  queryOptions({
    queryKey: ['admin', 'mailing-list', query],
    queryFn: async ({ signal }) => subscriberPageSchema.parse(await apiRequest<unknown>(`/admin/mailing-list?${params(query)}`, { signal })),
    placeholderData: keepPreviousData,
  });

export const useMailingList = (query: SubscriberListQuery) => useQuery(mailingListQueryOptions(query));

/** The CSV export of what the filters match: a plain link, so the browser downloads it. */
export const mailingListExportUrl = (query: Omit<SubscriberListQuery, 'page' | 'pageSize'>) => `/api/admin/mailing-list/export.csv?${params(query)}`;

export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      subscriberRowSchema.parse(await apiRequest<unknown>(`/admin/mailing-list/${encodeURIComponent(id)}/unsubscribe`, { method: 'POST', body: {} })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}

// ---- FAQ ----

export const adminFaqQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'faq'],
    queryFn: async ({ signal }) => adminFaqListSchema.parse(await apiRequest<unknown>('/admin/faq', { signal })),
  });

export const useAdminFaq = () => useQuery(adminFaqQueryOptions());

export type FaqChange =
  | { kind: 'create'; body: FaqEntryInput }
  | { kind: 'update'; id: string; body: FaqEntryInput }
  | { kind: 'delete'; id: string }
  | { kind: 'move'; id: string; body: FaqMove };

async function changeFaq(change: FaqChange): Promise<void> {
  switch (change.kind) {
    case 'create':
      adminFaqEntrySchema.parse(await apiRequest<unknown>('/admin/faq', { method: 'POST', body: change.body }));
      return;
    case 'update':
      adminFaqEntrySchema.parse(await apiRequest<unknown>(`/admin/faq/${encodeURIComponent(change.id)}`, { method: 'PATCH', body: change.body }));
      return;
    case 'delete':
      await apiRequest(`/admin/faq/${encodeURIComponent(change.id)}`, { method: 'DELETE' });
      return;
    case 'move':
      adminFaqListSchema.parse(await apiRequest<unknown>(`/admin/faq/${encodeURIComponent(change.id)}/move`, { method: 'POST', body: change.body }));
  }
}

export function useFaqChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeFaq,
    // The admin's list, the audit log, and the public FAQ this tab may have loaded.
    onSettled: () => Promise.all([queryClient.invalidateQueries({ queryKey: ['admin'] }), queryClient.invalidateQueries({ queryKey: ['faq'] })]),
  });
}
