import type { SharedDayEntry, TimeOfDay } from './itinerary.schema.ts';

type Activity = SharedDayEntry['activities'][number];

/**
 * Where an activity goes in the day. The planner and a structured model say so (`timeOfDay`);
 * otherwise the spec's rule on the description: 'morning' goes to the morning, 'evening' to the
 * evening, anything else (including 'afternoon') to the afternoon.
 */
export function placeActivity(activity: Pick<Activity, 'description' | 'timeOfDay'>): TimeOfDay {
  if (activity.timeOfDay) return activity.timeOfDay;
  const description = activity.description.toLowerCase();
  if (description.includes('morning')) return 'morning';
  if (description.includes('evening')) return 'evening';
  return 'afternoon';
}

/** The day's activities by section, each in the plan's order. */
export function activitiesBySlot<Day extends Pick<SharedDayEntry, 'activities'>>(day: Day): Record<TimeOfDay, Day['activities']> {
  const slots: Record<TimeOfDay, Day['activities']> = { morning: [], afternoon: [], evening: [] };
  for (const activity of day.activities) slots[placeActivity(activity)].push(activity);
  return slots;
}
