import type { AccommodationOption, FoodOptionLabel, InterestOption, TransportationOptionLabel } from '../../shared/itineraries/planner-options.ts';
import type { TimeOfDay } from '../../shared/itineraries/itinerary.schema.ts';

/**
 * What the offline planner builds trips from: venue templates per interest, meals per food
 * preference, stays per accommodation type, ways of getting around, airlines. `{city}` is replaced
 * by the destination. Prices are typical per-person (or per-room) amounts in whole dollars before
 * the planner scales the trip to its budget. No description says 'morning' or 'evening': the
 * planner adds the time of day itself, so that the view's rule (spec section 2) places every
 * activity where the planner put it.
 */

export interface VenueTemplate {
  name: string;
  venue: string;
  description: string;
  duration: string;
  /** Per person, in dollars. */
  price: number;
  /** The parts of the day it suits. */
  slots: readonly TimeOfDay[];
}

const day: readonly TimeOfDay[] = ['morning', 'afternoon'];
const any: readonly TimeOfDay[] = ['morning', 'afternoon', 'evening'];
const late: readonly TimeOfDay[] = ['afternoon', 'evening'];
const night: readonly TimeOfDay[] = ['evening'];

export const venuesByInterest: Record<InterestOption, readonly VenueTemplate[]> = {
  Museums: [
    { name: '{city} National Museum', venue: '{city} National Museum', description: 'Trace the region from its first settlers to today through the permanent collection.', duration: '3 hours', price: 22, slots: day },
    { name: 'Museum of Science and Industry', venue: '{city} Science Museum', description: 'Hands-on galleries on engineering, flight and the city’s inventors.', duration: '2.5 hours', price: 18, slots: day },
    { name: 'City History Museum', venue: '{city} City Museum', description: 'Maps, models and street scenes that show how the old town grew.', duration: '2 hours', price: 12, slots: day },
    { name: 'Maritime and Trade Museum', venue: 'Harbour Museum of {city}', description: 'Ship models, trade routes and the stories of the port’s merchants.', duration: '2 hours', price: 15, slots: day },
    { name: 'Museum of Design', venue: '{city} Design Museum', description: 'A century of posters, furniture and everyday objects from local studios.', duration: '2 hours', price: 16, slots: late },
  ],
  'Historical Sites': [
    { name: 'Old Town Walking Tour', venue: '{city} Old Town', description: 'A guided walk through the historic quarter, its squares and hidden courtyards.', duration: '3 hours', price: 25, slots: day },
    { name: '{city} Castle and Ramparts', venue: '{city} Castle', description: 'Climb the ramparts and visit the restored great hall and chapel.', duration: '2.5 hours', price: 20, slots: day },
    { name: 'Cathedral and Crypt Visit', venue: '{city} Cathedral', description: 'Stained glass, the bell tower climb and the crypt beneath the nave.', duration: '1.5 hours', price: 10, slots: day },
    { name: 'Ancient Quarter Ruins', venue: '{city} Archaeological Park', description: 'Excavated streets and foundations with a short guided introduction.', duration: '2 hours', price: 14, slots: day },
    { name: 'Historic Lantern Tour', venue: '{city} Old Town Gate', description: 'Legends and landmarks of the old streets, told by a costumed guide after dark.', duration: '1.5 hours', price: 18, slots: night },
  ],
  'Food Tours': [
    { name: '{city} Tasting Walk', venue: '{city} Central Market Hall', description: 'Eight tastings of local specialities with a food writer as your guide.', duration: '3 hours', price: 75, slots: late },
    { name: 'Cooking Class with a Local Chef', venue: '{city} Culinary Studio', description: 'Shop for ingredients, then cook and share a three-course regional meal.', duration: '3.5 hours', price: 95, slots: any },
    { name: 'Street Food Crawl', venue: '{city} Night Market', description: 'Grilled skewers, dumplings and sweets from the best-loved stalls.', duration: '2.5 hours', price: 45, slots: night },
    { name: 'Coffee and Pastry Tour', venue: '{city} Old Town Cafés', description: 'Roasters and bakeries that have shaped the city’s café culture.', duration: '2 hours', price: 40, slots: day },
  ],
  Shopping: [
    { name: '{city} Design District', venue: '{city} Design District', description: 'Independent boutiques, concept stores and local makers’ studios.', duration: '2.5 hours', price: 0, slots: late },
    { name: 'Grand Arcade and High Street', venue: '{city} Grand Arcade', description: 'The city’s landmark shopping arcade and the department stores around it.', duration: '2 hours', price: 0, slots: late },
    { name: 'Antiques and Vintage Lanes', venue: '{city} Vintage Quarter', description: 'Vintage clothing, old prints and antique dealers along narrow lanes.', duration: '2 hours', price: 0, slots: day },
    { name: 'Artisan Crafts Workshop', venue: '{city} Crafts Centre', description: 'Watch ceramicists and weavers at work and pick up handmade souvenirs.', duration: '1.5 hours', price: 12, slots: day },
  ],
  'Outdoor Adventures': [
    { name: 'Guided Hike to the Lookout', venue: '{city} Hills Trailhead', description: 'A moderate trail through woodland to a lookout over the whole city.', duration: '4 hours', price: 35, slots: day },
    { name: 'Kayak Tour', venue: '{city} Waterfront Boathouse', description: 'Paddle the calm water along the shore with a certified guide.', duration: '3 hours', price: 55, slots: day },
    { name: 'Bike Ride along the River', venue: '{city} Riverside Path', description: 'An easy guided ride on car-free paths, with stops at viewpoints.', duration: '3 hours', price: 40, slots: day },
    { name: 'Rock Climbing Taster', venue: '{city} Climbing Crag', description: 'Ropes, harnesses and instruction for first-timers on an outdoor wall.', duration: '3 hours', price: 70, slots: day },
  ],
  Beaches: [
    { name: '{city} Beach Day', venue: '{city} Main Beach', description: 'Loungers, a swim and a seafront stroll on the city’s favourite beach.', duration: '4 hours', price: 15, slots: day },
    { name: 'Hidden Cove Swim', venue: 'North Cove near {city}', description: 'A quieter sandy cove reached by a short coastal path.', duration: '3 hours', price: 0, slots: day },
    { name: 'Snorkelling Trip', venue: '{city} Marine Reserve', description: 'Gear and a guide to the clearest water and the reef fish near shore.', duration: '3 hours', price: 60, slots: day },
    { name: 'Beach Bonfire and Sunset', venue: '{city} West Beach', description: 'Sunset over the water with a fire pit, music and grilled snacks.', duration: '2 hours', price: 30, slots: night },
  ],
  'Local Markets': [
    { name: '{city} Central Market', venue: '{city} Central Market', description: 'Produce, cheese and flower stalls where locals do their shopping.', duration: '2 hours', price: 10, slots: day },
    { name: 'Flea Market Treasure Hunt', venue: '{city} Flea Market', description: 'Bric-a-brac, records and curiosities from hundreds of stalls.', duration: '2 hours', price: 0, slots: day },
    { name: 'Farmers’ Market', venue: '{city} Farmers’ Market Square', description: 'Seasonal fruit, local honey and bakers straight from the countryside.', duration: '1.5 hours', price: 8, slots: day },
    { name: 'Night Bazaar', venue: '{city} Night Bazaar', description: 'Crafts, snacks and music under strings of lights.', duration: '2 hours', price: 15, slots: night },
  ],
  Nightlife: [
    { name: 'Rooftop Bar Hop', venue: '{city} Skyline Terrace', description: 'Cocktails at three rooftop bars with views over the lit-up skyline.', duration: '3 hours', price: 60, slots: night },
    { name: 'Cocktail Masterclass', venue: 'The {city} Distillery Bar', description: 'Mix three classic cocktails with a head bartender.', duration: '2 hours', price: 55, slots: night },
    { name: 'Old Town Pub Tour', venue: '{city} Old Town Taverns', description: 'Historic taverns and craft beer halls with a local guide.', duration: '3 hours', price: 45, slots: night },
    { name: 'Comedy Club Night', venue: '{city} Comedy Cellar Club', description: 'Stand-up from local and touring comedians.', duration: '2 hours', price: 30, slots: night },
  ],
  'Live Music': [
    { name: 'Jazz Club Session', venue: 'The Blue Cellar {city}', description: 'Two sets from the house quartet in an intimate basement club.', duration: '2.5 hours', price: 40, slots: night },
    { name: 'Symphony Concert', venue: '{city} Concert Hall', description: 'The city orchestra in the acoustically famous main hall.', duration: '2.5 hours', price: 65, slots: night },
    { name: 'Open-Air Concert in the Park', venue: '{city} Park Bandstand', description: 'Local bands and a picnic on the lawn.', duration: '2 hours', price: 15, slots: late },
    { name: 'Folk Music Tavern', venue: '{city} Folk House', description: 'Traditional musicians playing at long wooden tables.', duration: '2 hours', price: 25, slots: night },
  ],
  'Art Galleries': [
    { name: '{city} Museum of Fine Arts', venue: '{city} Museum of Fine Arts', description: 'Old masters to modern painting across three wings.', duration: '3 hours', price: 24, slots: day },
    { name: 'Contemporary Art Centre', venue: '{city} Contemporary Art Centre', description: 'Rotating exhibitions of installation, video and new painting.', duration: '2 hours', price: 15, slots: late },
    { name: 'Gallery District Walk', venue: '{city} Arts District', description: 'Small galleries, street murals and artists’ studios open to visitors.', duration: '2.5 hours', price: 0, slots: day },
    { name: 'Sculpture Garden', venue: '{city} Sculpture Park', description: 'Large outdoor works set among lawns and ponds.', duration: '1.5 hours', price: 8, slots: day },
  ],
  'Theme Parks': [
    { name: '{city} Adventure Park', venue: '{city} Adventure Park', description: 'Roller coasters, water rides and shows for every age.', duration: '6 hours', price: 85, slots: day },
    { name: 'Waterpark Splash Day', venue: '{city} Waterworld', description: 'Slides, wave pools and a lazy river.', duration: '5 hours', price: 55, slots: day },
    { name: 'Miniature World Park', venue: '{city} Miniature World', description: 'The region’s landmarks rebuilt at one twenty-fifth scale.', duration: '2.5 hours', price: 25, slots: day },
    { name: 'Fairground Lights', venue: '{city} Pleasure Pier', description: 'Classic rides, games and candy floss on the pier once the lights come on.', duration: '2 hours', price: 30, slots: night },
  ],
  Wildlife: [
    { name: '{city} Zoo and Aquarium', venue: '{city} Zoo', description: 'Over two hundred species and a walk-through shark tunnel.', duration: '4 hours', price: 35, slots: day },
    { name: 'Bird Watching Walk', venue: '{city} Wetland Reserve', description: 'Hides and boardwalks through the wetlands with a ranger.', duration: '2.5 hours', price: 20, slots: day },
    { name: 'Boat Trip to Spot Dolphins', venue: '{city} Harbour Pier', description: 'A small-boat trip along the coast where dolphins feed.', duration: '3 hours', price: 65, slots: day },
    { name: 'Nocturnal Wildlife Tour', venue: '{city} Nature Reserve', description: 'Owls, bats and foxes with a guide and red-light torches.', duration: '2 hours', price: 40, slots: night },
  ],
  'Photography Spots': [
    { name: 'Sunrise Photo Walk', venue: '{city} Waterfront Promenade', description: 'Soft light on the waterfront with a local photographer’s tips.', duration: '2 hours', price: 35, slots: ['morning'] },
    { name: 'Skyline Viewpoint', venue: '{city} Observation Deck', description: 'The best panorama of the city from the observation deck.', duration: '1.5 hours', price: 20, slots: late },
    { name: 'Colourful Streets Shoot', venue: '{city} Painted Quarter', description: 'Pastel facades, doorways and street art made for photographs.', duration: '2 hours', price: 0, slots: day },
    { name: 'Golden Hour at the Bridge', venue: '{city} Old Bridge', description: 'The bridge and river in the last warm light of the day.', duration: '1.5 hours', price: 0, slots: night },
  ],
};

/** Used when the chosen interests have nothing for a part of the day, or after they run out. */
export const generalVenues: readonly VenueTemplate[] = [
  { name: 'Neighbourhood Stroll', venue: '{city} Riverside Quarter', description: 'An unhurried walk through a lively residential quarter and its parks.', duration: '2 hours', price: 0, slots: any },
  { name: 'Botanical Garden', venue: '{city} Botanical Garden', description: 'Glasshouses, rose gardens and shaded benches.', duration: '2 hours', price: 10, slots: day },
  { name: 'Hop-On Hop-Off Bus Tour', venue: '{city} Visitor Centre', description: 'The main sights from an open-top bus, with stops to explore.', duration: '3 hours', price: 30, slots: day },
  { name: 'River Cruise', venue: '{city} Cruise Pier', description: 'The landmarks seen from the water, with commentary.', duration: '1.5 hours', price: 25, slots: any },
  { name: 'Central Park Picnic', venue: '{city} Central Park', description: 'Pick up bread and cheese and find a spot on the lawns.', duration: '1.5 hours', price: 12, slots: day },
  { name: 'Theatre Performance', venue: '{city} Playhouse', description: 'A play or musical at the city’s main stage.', duration: '2.5 hours', price: 55, slots: night },
  { name: 'Illuminated Landmarks Walk', venue: '{city} Main Square', description: 'Fountains, bridges and monuments lit up after dark.', duration: '1.5 hours', price: 0, slots: night },
  { name: 'Spa and Thermal Baths', venue: '{city} Thermal Baths', description: 'Warm pools, saunas and a massage to rest tired legs.', duration: '3 hours', price: 45, slots: any },
];

export interface MealTemplate {
  name: string;
  venue: string;
  description: string;
  /** Per person, in dollars. */
  price: number;
}

type MealKind = 'breakfast' | 'lunch' | 'dinner';

/** Meals by food preference ('No preference' takes from all of them). */
export const mealsByFood: Record<Exclude<FoodOptionLabel, 'No preference'>, Record<MealKind, readonly MealTemplate[]>> = {
  'Local cuisine': {
    breakfast: [
      { name: 'Local Breakfast Plate', venue: 'Café {city}', description: 'Fresh bread, local cheese, eggs and strong coffee.', price: 14 },
      { name: 'Bakery Breakfast', venue: '{city} Corner Bakery', description: 'Pastries still warm from the oven and a fruit bowl.', price: 11 },
      { name: 'Market Café Breakfast', venue: 'Central Market Café', description: 'Regional breakfast dishes at the market’s oldest counter.', price: 13 },
    ],
    lunch: [
      { name: 'Regional Set Lunch', venue: 'The {city} Kitchen', description: 'The day’s three-course menu of regional dishes.', price: 24 },
      { name: 'Tavern Lunch', venue: 'Old Town Tavern', description: 'Hearty local classics in a wood-panelled dining room.', price: 22 },
      { name: 'Lunch at the Market Hall', venue: '{city} Market Hall Eatery', description: 'Dishes cooked to order from the market’s produce.', price: 20 },
    ],
    dinner: [
      { name: 'Traditional Dinner', venue: 'Heritage House {city}', description: 'Family recipes and local wine in a restored townhouse.', price: 42 },
      { name: 'Neighbourhood Bistro', venue: 'Bistro du Quartier', description: 'Seasonal local cooking where residents eat.', price: 38 },
      { name: 'Harbourside Supper', venue: 'The Quay Restaurant', description: 'Catch of the day and regional sides by the water.', price: 45 },
    ],
  },
  'Fine dining': {
    breakfast: [
      { name: 'Hotel Champagne Breakfast', venue: 'The Grand {city} Salon', description: 'An à la carte breakfast with pastries and a glass of sparkling wine.', price: 38 },
      { name: 'Patisserie Breakfast', venue: 'Maison Dorée', description: 'Viennoiserie and specialty coffee at a celebrated patisserie.', price: 24 },
    ],
    lunch: [
      { name: 'Chef’s Lunch Menu', venue: 'Atelier {city}', description: 'A shorter version of the acclaimed tasting menu.', price: 65 },
      { name: 'Brasserie Lunch', venue: 'Brasserie Lumière', description: 'Classic dishes and a sommelier’s wine pairing.', price: 55 },
    ],
    dinner: [
      { name: 'Tasting Menu Dinner', venue: 'Le Jardin Étoilé', description: 'A seven-course tasting menu with wine pairing.', price: 160 },
      { name: 'Chef’s Table Experience', venue: 'The Counter {city}', description: 'Dinner at the pass, watching the brigade at work.', price: 140 },
      { name: 'Rooftop Fine Dining', venue: 'Sky Room {city}', description: 'Modern cuisine with a view over the city lights.', price: 120 },
    ],
  },
  'Street food': {
    breakfast: [
      { name: 'Street Breakfast', venue: '{city} Morning Stalls', description: 'Steamed buns, fritters and fresh juice from the stalls.', price: 6 },
      { name: 'Coffee Cart and Pastry', venue: 'Station Square Coffee Cart', description: 'Espresso and a filled pastry on the go.', price: 7 },
    ],
    lunch: [
      { name: 'Food Truck Lunch', venue: '{city} Food Truck Park', description: 'Tacos, noodles and burgers from a ring of trucks.', price: 12 },
      { name: 'Hawker Centre Lunch', venue: '{city} Hawker Centre', description: 'Noodle soups and rice plates from dozens of stalls.', price: 10 },
    ],
    dinner: [
      { name: 'Night Market Feast', venue: '{city} Night Market', description: 'Skewers, dumplings and sweet pancakes from the busiest stalls.', price: 16 },
      { name: 'Grill Stall Dinner', venue: 'Harbour Grill Stalls', description: 'Seafood and meat grilled over charcoal, eaten at shared tables.', price: 18 },
    ],
  },
  Vegetarian: {
    breakfast: [
      { name: 'Vegetarian Brunch', venue: 'Green Leaf Café', description: 'Avocado toast, granola and fresh-pressed juices.', price: 15 },
      { name: 'Smoothie Bowl Breakfast', venue: 'Bloom Juice Bar', description: 'Fruit bowls with seeds and oat pastries.', price: 12 },
    ],
    lunch: [
      { name: 'Plant-Based Lunch', venue: 'The Garden Table', description: 'Seasonal salads, grain bowls and soup of the day.', price: 19 },
      { name: 'Vegetarian Thali', venue: 'Saffron House', description: 'A tray of curries, dal, rice and flatbread.', price: 17 },
    ],
    dinner: [
      { name: 'Vegetarian Tasting Dinner', venue: 'Verdure {city}', description: 'Five vegetable-led courses from local farms.', price: 48 },
      { name: 'Mezze Dinner', venue: 'Olive & Fig', description: 'Shared vegetarian mezze with warm bread.', price: 32 },
    ],
  },
  Kosher: {
    breakfast: [
      { name: 'Kosher Dairy Breakfast', venue: 'Shalom Café {city}', description: 'Shakshuka, fresh bread and salads under supervision.', price: 16 },
      { name: 'Bagel Breakfast', venue: '{city} Kosher Bakery', description: 'Bagels, spreads and coffee from a certified bakery.', price: 10 },
    ],
    lunch: [
      { name: 'Kosher Deli Lunch', venue: 'The {city} Deli', description: 'Salt beef sandwiches and soups from a certified deli.', price: 22 },
      { name: 'Falafel and Salads', venue: 'Pita Corner', description: 'Falafel, hummus and fresh salads, kosher certified.', price: 14 },
    ],
    dinner: [
      { name: 'Kosher Grill Dinner', venue: 'Cedar Grill {city}', description: 'Grilled meats and mezze at a certified meat restaurant.', price: 48 },
      { name: 'Shabbat-Style Dinner', venue: 'Beit Tova', description: 'A family-style dinner of traditional dishes, kosher certified.', price: 44 },
    ],
  },
};

export interface StayTemplate {
  name: string;
  description: string;
  /** Per room (two people) per night, in dollars. */
  price: number;
}

export const staysByType: Record<AccommodationOption, readonly StayTemplate[]> = {
  Hotel: [
    { name: '{city} Central Hotel', description: 'A comfortable four-star hotel near the main square, breakfast room and bar.', price: 180 },
    { name: 'Riverside Hotel {city}', description: 'Bright rooms with river views, a short walk from the old town.', price: 170 },
    { name: 'Hotel Metropole {city}', description: 'A classic city hotel with a lobby café and a fitness room.', price: 190 },
  ],
  Hostel: [
    { name: '{city} Backpackers', description: 'Private rooms and dorms, a shared kitchen and a lively common room.', price: 60 },
    { name: 'The Wandering Owl Hostel', description: 'A friendly hostel with free walking tours and lockers.', price: 55 },
  ],
  Apartment: [
    { name: '{city} City Apartments', description: 'A two-bedroom apartment with a kitchen and a balcony.', price: 150 },
    { name: 'Old Town Residence Suites', description: 'Serviced apartments with a kitchenette in a historic building.', price: 140 },
  ],
  Resort: [
    { name: '{city} Bay Resort & Spa', description: 'A resort with pools, a spa and several restaurants by the water.', price: 320 },
    { name: 'Palm Grove Resort {city}', description: 'Garden villas, a private beach and evening entertainment.', price: 290 },
  ],
  Airbnb: [
    { name: 'Sunny Loft in Central {city}', description: 'A host-run loft with a full kitchen and local tips in the guidebook.', price: 130 },
    { name: 'Charming Townhouse near the Old Town', description: 'A whole townhouse with a small garden, booked through Airbnb.', price: 160 },
  ],
  'Boutique Hotel': [
    { name: 'The Atelier {city}', description: 'A design-led boutique hotel with twenty rooms and a cocktail bar.', price: 240 },
    { name: 'Maison {city}', description: 'A restored mansion with individually styled rooms.', price: 260 },
  ],
  Budget: [
    { name: '{city} Budget Inn', description: 'Simple, clean rooms near the station with free wifi.', price: 75 },
    { name: 'EasyStay {city}', description: 'A no-frills hotel with a 24-hour reception.', price: 70 },
  ],
  Luxury: [
    { name: 'The Grand {city} Palace', description: 'A five-star palace hotel with butler service and a spa.', price: 520 },
    { name: 'The Meridian {city}', description: 'Suites with city views, a rooftop pool and fine dining.', price: 600 },
  ],
};

export interface TransportTemplate {
  type: string;
  description: string;
  /** Per person per day, in dollars. */
  price: number;
}

export const transportByChoice: Record<TransportationOptionLabel, TransportTemplate> = {
  'Public Transport': { type: 'Public Transport', description: 'A day pass for the metro, trams and buses across the city.', price: 9 },
  'Rental Car': { type: 'Rental Car', description: 'A compact rental car with insurance and parking.', price: 25 },
  'Taxi/Rideshare': { type: 'Taxi/Rideshare', description: 'Rides between the day’s stops by taxi or rideshare.', price: 30 },
  Walking: { type: 'Walking', description: 'The day’s stops are within walking distance of each other.', price: 0 },
  Bicycle: { type: 'Bicycle', description: 'A city bike rental for the day, with a lock and helmet.', price: 12 },
  Combination: { type: 'Combination', description: 'Metro for longer hops, walking between nearby stops, a taxi late at night.', price: 16 },
};

export const airlines = [
  { name: 'Delta Air Lines', code: 'DL' },
  { name: 'United Airlines', code: 'UA' },
  { name: 'American Airlines', code: 'AA' },
  { name: 'Lufthansa', code: 'LH' },
  { name: 'British Airways', code: 'BA' },
  { name: 'Air France', code: 'AF' },
  { name: 'Japan Airlines', code: 'JL' },
  { name: 'Emirates', code: 'EK' },
  { name: 'Qantas', code: 'QF' },
  { name: 'Singapore Airlines', code: 'SQ' },
] as const;

/** What a regeneration note may ask for, by the words people use for it. */
export const interestWords: readonly [RegExp, InterestOption][] = [
  [/museum/i, 'Museums'],
  [/histor|castle|ruin|heritage/i, 'Historical Sites'],
  [/\bfood|culinar|\beat(ing)?\b|tasting/i, 'Food Tours'],
  [/shop|boutique/i, 'Shopping'],
  [/outdoor|hik|adventure|kayak|nature/i, 'Outdoor Adventures'],
  [/beach|swim|sea\b/i, 'Beaches'],
  [/market|bazaar/i, 'Local Markets'],
  [/nightlife|\bbars?\b|\bclubs?\b|\bpart(y|ies)\b/i, 'Nightlife'],
  [/music|concert|jazz/i, 'Live Music'],
  [/\barts?\b|galler|painting/i, 'Art Galleries'],
  [/theme park|amusement|rides/i, 'Theme Parks'],
  [/wildlife|animal|zoo|bird/i, 'Wildlife'],
  [/photo|view|scenic/i, 'Photography Spots'],
];
