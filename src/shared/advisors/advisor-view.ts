import type { AdvisorRecord, AdvisorStatus } from './advisor.schema.ts';
import { ethosCategoryForTags, fallbackEthos } from './ethos.ts';

export const defaultCategory = 'Personal Development';
export const placeholderImage = '/placeholder.svg';

/** An advisor's avatar as a PNG for link previews (GET /api/advisors/:slug/preview.png); none without an avatar. */
export function advisorPreviewImage(advisor: Pick<AdvisorView, 'slug' | 'image'>): string | undefined {
  return advisor.image === placeholderImage ? undefined : `/api/advisors/${encodeURIComponent(advisor.slug)}/preview.png`;
}
export const maxFeaturedAdvisors = 6;
export const cardTagLimit = 3;
/** The custom ethos headline is used only when the short description says enough on its own. */
const ethosOverrideMinDescription = 30;

/** The advisor as screens use it: the spec's "view form". */
export interface AdvisorView {
  id: string;
  name: string;
  slug: string;
  category: string;
  tags: string[];
  description: string;
  shortDescription: string;
  image: string;
  coverImage: string | null;
  avatar: string;
  tagline: string;
  ethos: string | null;
  fullDescription: string;
  specialties: string[];
  approaches: string[];
  featured: boolean;
  cta: 'Start Chatting';
  status: AdvisorStatus | null;
}

export function slugFromName(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, '-');
}

export function toAdvisorView(record: AdvisorRecord): AdvisorView {
  const shortDescription = record.shortDescription ?? '';
  const about = record.about ?? '';
  const image = record.avatarUrl || placeholderImage;
  return {
    id: record.id,
    name: record.name,
    slug: record.slug || slugFromName(record.name),
    category: record.ethos || defaultCategory,
    tags: record.tags,
    description: shortDescription || about,
    shortDescription,
    image,
    coverImage: record.coverUrl || null,
    avatar: image,
    tagline: shortDescription,
    ethos: record.ethos || null,
    fullDescription: about || shortDescription,
    specialties: record.methods.flatMap((method) => method.scope),
    approaches: record.methods.map((method) => method.name),
    featured: Boolean(record.ethos),
    cta: 'Start Chatting',
    status: record.status,
  };
}

export function featuredAdvisors(advisors: readonly AdvisorView[]): AdvisorView[] {
  return advisors.filter((advisor) => advisor.featured).slice(0, maxFeaturedAdvisors);
}

export function cardTags(advisor: AdvisorView): string[] {
  return advisor.tags.slice(0, cardTagLimit);
}

/**
 * The headline of the detail page. A custom ethos wins only when it is set and the short
 * description is longer than 30 characters; otherwise the category comes from the tags.
 */
export function advisorEthosHeadline(advisor: AdvisorView): { title: string; description: string } {
  if (advisor.ethos && advisor.shortDescription.length > ethosOverrideMinDescription) {
    return { title: advisor.ethos, description: advisor.shortDescription };
  }
  const category = ethosCategoryForTags(advisor.tags);
  return category ? { title: category.title, description: category.description } : fallbackEthos;
}

/** 'Individuals seeking guidance with clarity, focus and decisions' style sentence. */
export function idealForSentence(tags: readonly string[]): string {
  return `Individuals seeking guidance with ${tags.map((tag) => tag.toLowerCase()).join(', ')}`;
}

export function initials(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  // By code point: a name that starts with an emoji gives the whole emoji, not half of it.
  const letters = words.map((word) => [...word][0]?.toUpperCase() ?? '').join('');
  return [...letters].slice(0, 2).join('') || 'U';
}
