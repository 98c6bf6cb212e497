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

/** Each status's name alone, in the order above: the admin's status select, filter and table. */
export const advisorStatusLabels = Object.fromEntries(
  Object.entries(advisorStatusDisplay).map(([status, display]) => [status, display.label]),
) as Record<AdvisorStatus, string>;

/** A missing status counts as Available; every other status is unavailable for chat. */
export function isAdvisorAvailable(status: AdvisorStatus | null | undefined): boolean {
  return status == null || status === 'available';
}
