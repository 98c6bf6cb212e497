export type AdvisorStatus = 'available' | 'training' | 'testing' | 'developing';

/** One advisor as shipped with the product; avatar and cover art live in public/advisors/<slug>/. */
export interface AdvisorSeed {
  slug: string; // kebab-case, unique
  name: string; // a first name, warm and distinct (e.g. "Maren", "Theo")
  ethos: string | null; // one of the ten ethos category titles below, or null (see rules)
  shortDescription: string; // one sentence, 60-140 characters, what they help with
  about: string; // 3-5 sentences, 350-700 characters, second person where natural, concrete
  status: AdvisorStatus;
  methods: { name: string; scope: string[] }[]; // 2-4 methods, each with 2-4 scope entries
  tags: string[]; // 3-6 tags, Title Case, short (1-2 words)
  avatarUrl: string; // `/advisors/${slug}/avatar.svg`
  coverUrl: string; // `/advisors/${slug}/cover.svg`
}

/** An advisor as written in the catalog: the art's URLs follow from the slug. */
export type AdvisorSeedInput = Omit<AdvisorSeed, 'avatarUrl' | 'coverUrl'>;
