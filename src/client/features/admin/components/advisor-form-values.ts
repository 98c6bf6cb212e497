import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import {
  advisorInputSchema,
  type AdminAdvisorRow,
  type AdvisorInput,
  type AdvisorInputDraft,
} from '../../../../shared/admin/advisors.schema.ts';
import type { AdvisorStatus } from '../../../../shared/advisors/advisor.schema.ts';
import { toAdvisorView, type AdvisorView } from '../../../../shared/advisors/advisor-view.ts';

/** An image picked in the form, sent once the advisor is saved; `remove` drops the current one. */
export type ImageChange = { file: File; preview: string } | { remove: true } | undefined;

/** What the advisor form holds while the admin types: lists stay comma-separated text until sent. */
export interface AdvisorFormValues {
  name: string;
  slug: string;
  ethos: string;
  shortDescription: string;
  about: string;
  status: AdvisorStatus;
  tags: string;
  methods: { name: string; scope: string }[];
  systemPrompt: string;
  avatar: ImageChange;
  cover: ImageChange;
}

const splitList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** A new advisor's form (Developing, nothing else), or the saved advisor's fields. */
export function advisorFormValues(advisor: AdminAdvisorRow | undefined): AdvisorFormValues {
  return {
    name: advisor?.name ?? '',
    slug: advisor?.slug ?? '',
    ethos: advisor?.ethos ?? '',
    shortDescription: advisor?.shortDescription ?? '',
    about: advisor?.about ?? '',
    status: advisor?.status ?? 'developing',
    tags: advisor?.tags.join(', ') ?? '',
    methods: (advisor?.methods ?? []).map((method) => ({ name: method.name, scope: method.scope.join(', ') })),
    systemPrompt: advisor?.systemPrompt ?? '',
    avatar: undefined,
    cover: undefined,
  };
}

/** The API's body as typed, before validation; the images go separately, after the save. */
export function toAdvisorDraft(values: AdvisorFormValues) {
  return {
    name: values.name,
    slug: values.slug,
    ethos: values.ethos,
    shortDescription: values.shortDescription,
    about: values.about,
    status: values.status,
    tags: splitList(values.tags),
    methods: values.methods.map((method) => ({ name: method.name, scope: splitList(method.scope) })),
    systemPrompt: values.systemPrompt,
  } satisfies AdvisorInputDraft;
}

const contractResolver = zodResolver(advisorInputSchema);

/**
 * The route's own schema checks the form. Its errors keep the contract's paths: the third tag's
 * message sits at `tags.2`, under the form's one Tags field, where `firstMessage` finds it.
 */
export const advisorFormResolver: Resolver<AdvisorFormValues, unknown, AdvisorInput> = async (values, context, options) =>
  (await contractResolver(toAdvisorDraft(values), context, options as unknown as ResolverOptions<AdvisorInputDraft>)) as ResolverResult<
    AdvisorFormValues,
    AdvisorInput
  >;

/** The first message at or under a field: the field's own (At most 12 tags.), else its first item's. */
export function firstMessage(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { message } = error as Partial<FieldError>;
  if (typeof message === 'string' && message) return message;
  for (const [key, inner] of Object.entries(error)) {
    // A field error's ref is its input element: nothing to read in there.
    if (key === 'ref') continue;
    const found = firstMessage(inner);
    if (found) return found;
  }
  return undefined;
}

const imageUrl = (change: ImageChange, current: string | null | undefined) =>
  change && 'file' in change ? change.preview : change ? null : (current ?? null);

/** The directory's card for what the form holds now, with the picked images. */
export function advisorPreview(values: AdvisorFormValues, saved: AdminAdvisorRow | undefined): AdvisorView {
  const draft = toAdvisorDraft(values);
  return toAdvisorView({
    id: saved?.id ?? 'preview',
    name: values.name.trim() || 'New advisor',
    slug: values.slug.trim() || 'preview',
    ethos: values.ethos.trim() || null,
    about: values.about.trim() || null,
    shortDescription: values.shortDescription.trim() || null,
    avatarUrl: imageUrl(values.avatar, saved?.avatarUrl),
    coverUrl: imageUrl(values.cover, saved?.coverUrl),
    status: values.status,
    tags: [...new Map(draft.tags.map((tag) => [tag.toLowerCase(), tag])).values()],
    methods: draft.methods,
  });
}
