import type { AdvisorStatus } from './advisor.schema.ts';

export interface AdvisorStatusDisplay {
  label: string;
  tooltip: string;
  tone: 'green' | 'amber' | 'blue' | 'grey';
}

export const advisorStatusDisplay: Record<AdvisorStatus, AdvisorStatusDisplay> = {
  available: { label: 'Available', tooltip: 'Advisor is available to chat', tone: 'green' },
  training: { label: 'Training', tooltip: 'Advisor is in training mode', tone: 'amber' },
  testing: { label: 'Testing', tooltip: 'Advisor is in testing mode', tone: 'blue' },
  developing: { label: 'Developing', tooltip: 'Advisor is under development', tone: 'grey' },
};

/** A missing status counts as Available; every other status is unavailable for chat. */
export function isAdvisorAvailable(status: AdvisorStatus | null | undefined): boolean {
  return status == null || status === 'available';
}
