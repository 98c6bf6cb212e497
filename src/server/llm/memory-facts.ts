/**
 * What an advisor remembers of a Premium user, and the memory-summary task, as they travel to the
 * model in AI SDK `providerOptions` (like the advisor, see advisor-facts.ts). The offline engine
 * reads them from there; the OpenAI-compatible provider ignores keys that are not its own, so a
 * real model gets the memory only through the system prompt and the task only through its prompt.
 */
export const memoryOptionsKey = 'wayfinderMemory';
export const taskOptionsKey = 'wayfinderTask';

/** `providerOptions` entry carrying the advisor's memory of this user. */
export function memoryProviderOptions(summary: string): Record<string, { summary: string }> {
  return { [memoryOptionsKey]: { summary } };
}

export function readMemory(providerOptions: Record<string, unknown> | undefined): string | undefined {
  const raw = providerOptions?.[memoryOptionsKey];
  if (typeof raw !== 'object' || raw === null) return undefined;
  const summary = (raw as { summary?: unknown }).summary;
  return typeof summary === 'string' && summary.trim() ? summary : undefined;
}

/** The task of rewriting an advisor's memory after an exchange (a type, not an interface: provider options must be JSON objects). */
export type MemorySummaryTask = {
  kind: 'memory-summary';
  previousSummary: string | null;
  /** The user's recent messages, newest first. */
  userMessages: string[];
};

export function memorySummaryProviderOptions(task: Omit<MemorySummaryTask, 'kind'>): Record<string, MemorySummaryTask> {
  return { [taskOptionsKey]: { kind: 'memory-summary', previousSummary: task.previousSummary, userMessages: [...task.userMessages] } };
}

export function readMemorySummaryTask(providerOptions: Record<string, unknown> | undefined): MemorySummaryTask | undefined {
  const raw = providerOptions?.[taskOptionsKey];
  if (typeof raw !== 'object' || raw === null) return undefined;
  const candidate = raw as Partial<MemorySummaryTask>;
  if (candidate.kind !== 'memory-summary' || !Array.isArray(candidate.userMessages)) return undefined;
  return {
    kind: 'memory-summary',
    previousSummary: typeof candidate.previousSummary === 'string' ? candidate.previousSummary : null,
    userMessages: candidate.userMessages.filter((message): message is string => typeof message === 'string'),
  };
}
