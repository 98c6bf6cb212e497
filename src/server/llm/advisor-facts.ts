import type { AdvisorMethod } from '../../shared/advisors/advisor.schema.ts';

/** What a model needs to know about the advisor it speaks as. */
export interface AdvisorFacts {
  name: string;
  ethos: string | null;
  about: string | null;
  methods: AdvisorMethod[];
}

/**
 * The key under which every caller passes the advisor to the model (AI SDK `providerOptions`).
 * The offline engine reads the advisor from there; the OpenAI-compatible provider ignores keys
 * that are not its own, so nothing extra reaches a real model (it gets the system prompt).
 */
export const advisorOptionsKey = 'wayfinderAdvisor';

/** `providerOptions` for `streamText`/`generateText`: `{ wayfinderAdvisor: { name, ethos, about, methods } }`. */
export function advisorProviderOptions(advisor: AdvisorFacts): Record<string, { name: string; ethos: string | null; about: string | null; methods: { name: string; scope: string[] }[] }> {
  return {
    [advisorOptionsKey]: {
      name: advisor.name,
      ethos: advisor.ethos,
      about: advisor.about,
      methods: advisor.methods.map((method) => ({ name: method.name, scope: [...method.scope] })),
    },
  };
}

/** The advisor back out of call options' providerOptions; undefined when absent or malformed. */
export function readAdvisorFacts(providerOptions: Record<string, unknown> | undefined): AdvisorFacts | undefined {
  const raw = providerOptions?.[advisorOptionsKey];
  if (typeof raw !== 'object' || raw === null) return undefined;
  const candidate = raw as Partial<AdvisorFacts>;
  if (typeof candidate.name !== 'string' || !Array.isArray(candidate.methods)) return undefined;
  const methods = candidate.methods.filter(
    (method): method is AdvisorMethod => typeof method?.name === 'string' && Array.isArray(method.scope) && method.scope.every((entry) => typeof entry === 'string'),
  );
  return { name: candidate.name, ethos: candidate.ethos ?? null, about: candidate.about ?? null, methods };
}
