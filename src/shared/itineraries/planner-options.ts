/**
 * The planner's option lists, defaults and texts, exactly as the travel planner spec gives them
 * (sections 2, 5, 8 and 9). The form, the server's validation and the offline planner read them
 * from here.
 */

export const accommodationOptions = ['Hotel', 'Hostel', 'Apartment', 'Resort', 'Airbnb', 'Boutique Hotel', 'Budget', 'Luxury'] as const;
export type AccommodationOption = (typeof accommodationOptions)[number];

/** The Activities card's toggle chips ("Interests"). */
export const interestOptions = [
  'Museums',
  'Historical Sites',
  'Food Tours',
  'Shopping',
  'Outdoor Adventures',
  'Beaches',
  'Local Markets',
  'Nightlife',
  'Live Music',
  'Art Galleries',
  'Theme Parks',
  'Wildlife',
  'Photography Spots',
] as const;
export type InterestOption = (typeof interestOptions)[number];

export const foodOptions = [
  { id: 'local', label: 'Local cuisine' },
  { id: 'fine', label: 'Fine dining' },
  { id: 'street', label: 'Street food' },
  { id: 'vegetarian', label: 'Vegetarian' },
  { id: 'kosher', label: 'Kosher' },
  { id: 'none', label: 'No preference' },
] as const;
export type FoodOptionLabel = (typeof foodOptions)[number]['label'];

export const transportationOptions = [
  { id: 'public', label: 'Public Transport' },
  { id: 'car', label: 'Rental Car' },
  { id: 'taxi', label: 'Taxi/Rideshare' },
  { id: 'walking', label: 'Walking' },
  { id: 'bicycle', label: 'Bicycle' },
  { id: 'combination', label: 'Combination' },
] as const;
export type TransportationOptionLabel = (typeof transportationOptions)[number]['label'];

/** Bounds the server enforces (the spec's browser hints, plus sane upper limits). */
export const tripLimits = {
  minPeople: 1,
  maxPeople: 20,
  minBudget: 100,
  budgetStep: 100,
  maxBudget: 1_000_000,
  /** Inclusive days from departure to return. */
  maxDays: 30,
  city: 100,
  otherPreferences: 1_000,
  /** A regeneration note ('more museums', 'cheaper'). */
  regenerateNote: 200,
} as const;

/** The form's defaults (spec section 9); the dates are computed (DESIGN.md: the spec's are in the past). */
export const plannerDefaults = {
  numPeople: 5,
  budget: 10_000,
  accommodation: 'Hotel' as AccommodationOption,
  food: ['Local cuisine'] as FoodOptionLabel[],
  transportation: ['Public Transport'] as TransportationOptionLabel[],
  activities: ['Museums', 'Food Tours', 'Outdoor Adventures'] as InterestOption[],
  /** How many of the saved activities prefill the form. */
  prefilledActivities: 3,
};

/** Free plan: one itinerary (spec section 9). */
export const freeItineraryLimit = 1;

/**
 * The bounds on what one account keeps (issue 22): every plan, however many saved, stays cheap to
 * store, list and send.
 * - `savedItineraries`: the most itineraries one account holds (any plan).
 * - `planBytes`: a plan's size as JSON in UTF-8. A large generated 30-day plan measures about
 *   55 KB offline (all thirteen interests, twenty people: tests/api/itineraries-limits.test.ts),
 *   and a model asked for one or two sentences per item writes two to three times that; 512 KiB
 *   leaves room for the wordiest real plan and still keeps 200 of them within 100 MB.
 * - `pageSize`/`maxPageSize`: the list's page (four rows of the three-column grid) and its ceiling.
 */
export const itineraryLimits = {
  savedItineraries: 200,
  planBytes: 512 * 1024,
  pageSize: 12,
  maxPageSize: 50,
} as const;

/** Check-in time shown on every day's accommodation. */
export const checkInTime = '3:00 PM';

/** The fixed time slots of the itinerary view (spec section 2). */
export const timeSlots = {
  breakfast: '7:00-8:30 AM',
  morning: '9:00 AM-12:00 PM',
  lunch: '12:30-2:00 PM',
  afternoon: '2:00-5:00 PM',
  dinner: '6:00-8:00 PM',
  evening: '8:00-10:00 PM',
  transportation: 'Throughout the day',
} as const;

/** The planner's validation messages, in the order the form checks them (spec section 5). */
export const tripRequestMessages = {
  departureCity: 'Departure city is required',
  destinationCity: 'Destination city is required',
  departureDate: 'Departure date is required',
  returnDate: 'Return date is required',
  dateOrder: 'Departure date cannot be after return date',
  activities: 'Please select at least one activity',
} as const;

/** Every other text of the planner and My Itineraries (spec section 8). */
export const itineraryMessages = {
  freeLimit: 'You have reached your free trial limit. Please subscribe to continue.',
  generateFailed: 'Failed to generate itinerary. Please try again.',
  createFailed: 'Failed to create itinerary',
  created: 'Itinerary created successfully!',
  saved: 'Itinerary saved successfully!',
  deleted: 'Itinerary deleted successfully!',
  emptyTitle: 'No Itinerary Generated',
  emptyHint: 'Fill out the form and click "Generate AI Travel Itinerary" to create your personalized travel plan.',
  generate: 'Generate AI Travel Itinerary',
  generating: 'Generating AI Travel Itinerary...',
  noItinerariesTitle: 'No Itineraries Yet',
  createFirst: 'Create Your First Itinerary',
  /** The day the spec's parser produces when parsing throws. */
  parseErrorDay: 'Error in parsing',
} as const;
