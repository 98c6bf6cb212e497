import type { TimeOfDay } from '../../../shared/itineraries/itinerary.schema.ts';
import { anytime, daytime, late, night, venueOption } from './named-venue.ts';
import type { VenueKind, VenueOption } from './trip-content.types.ts';

/*
 * Honest options that hold in any city: what a traveller can find, described as such, never an
 * invented proper name. `{city}` is filled with the destination's name. Prices are typical per
 * person at the US price level (2025); the planner multiplies them by the destination's level.
 * A description that depends on what the city has says so ('if there is one').
 */

/** The parts of the day each kind of activity fills; every kind has generic options for each. */
export const kindSlots: Readonly<Record<VenueKind, readonly TimeOfDay[]>> = {
  Museums: daytime,
  'Historical Sites': anytime,
  'Food Tours': anytime,
  Shopping: anytime,
  'Outdoor Adventures': daytime,
  Beaches: daytime,
  'Local Markets': daytime,
  Nightlife: night,
  'Live Music': night,
  'Art Galleries': daytime,
  'Theme Parks': daytime,
  Wildlife: daytime,
  'Photography Spots': anytime,
  Temples: daytime,
  Rest: anytime,
};

/** A generic option: its price is at the US level, scaled by the planner; the place is always given. */
const g = venueOption.bind(null, false);

export const genericVenueTemplates: readonly VenueOption[] = [
  g('A museum of local history', 'Museums', 18, 2, daytime, 'moderate', ['museum', 'indoor', 'step-free', 'child-friendly'], 'Maps, objects and stories of how {city} and its region grew.', 'the city or regional history museum in {city}'),
  g('A science or natural history museum', 'Museums', 25, 2.5, daytime, 'moderate', ['museum', 'indoor', 'step-free', 'child-friendly'], 'Hands-on exhibits and collections that children and adults can enjoy together.', 'a science or natural history museum in {city}'),
  g('A small specialist museum', 'Museums', 15, 1.5, daytime, 'low', ['museum', 'indoor'], 'A smaller museum on one subject the city is known for, such as design, transport or crafts.', 'a specialist museum in {city}'),

  g('A walk through the historic centre', 'Historical Sites', 0, 2.5, daytime, 'high', ['outdoor', 'child-friendly'], 'Squares, old streets and landmark buildings at your own pace.', 'the historic centre of {city}'),
  g('A guided history walk', 'Historical Sites', 30, 2, daytime, 'moderate', ['outdoor'], 'A local guide tells the story of {city} street by street.', 'a guided walking tour of {city}'),
  g('A historic building open to visitors', 'Historical Sites', 20, 1.5, daytime, 'moderate', ['indoor'], 'A palace, fort or historic house of {city}, with its rooms and their history.', 'a palace, fort or historic house in {city}'),
  g('A walk through the old streets after dark', 'Historical Sites', 0, 1.5, night, 'moderate', ['outdoor', 'child-friendly'], 'The landmarks of {city} lit up, with the streets quieter than by day.', 'the old centre of {city}'),

  g('A guided food tasting walk', 'Food Tours', 80, 3, late, 'moderate', ['outdoor', 'child-friendly'], 'Several tastings of local specialities with a guide who explains where each comes from.', 'a guided food tour in {city}'),
  g('A cooking class', 'Food Tours', 90, 3, anytime, 'low', ['indoor', 'child-friendly', 'step-free'], 'Cook a few regional dishes with a local cook, then eat what you made.', 'a cooking class in {city}'),
  g('A street food crawl', 'Food Tours', 30, 2, late, 'moderate', ['outdoor', 'nightlife'], 'Snacks from several stalls or small counters, paid one by one as you go.', 'street food stalls in {city}'),
  g('A coffee and pastry walk', 'Food Tours', 25, 1.5, ['morning'], 'moderate', ['outdoor', 'child-friendly'], 'Cafés and bakeries that locals favour, tasted one after another.', 'cafés and bakeries of {city}'),

  g('Independent shops and boutiques', 'Shopping', 0, 2, late, 'moderate', ['outdoor'], 'Small shops of clothing, books and design on a street known for them.', 'a shopping street of independent shops in {city}'),
  g('A department store or shopping centre', 'Shopping', 0, 2, anytime, 'low', ['indoor', 'step-free', 'child-friendly'], 'Everything under one roof, with cafés and somewhere to sit.', 'a department store or shopping centre in {city}'),
  g('Local crafts and souvenirs', 'Shopping', 0, 1.5, daytime, 'moderate', ['outdoor'], 'Shops that sell what the region makes: textiles, ceramics, food to take home.', 'craft and souvenir shops in {city}'),

  g('A walk in a large city park', 'Outdoor Adventures', 0, 2, daytime, 'moderate', ['outdoor', 'child-friendly', 'step-free'], 'Lawns, trees and paths away from the traffic.', 'one of the large parks of {city}'),
  g('A guided bike tour', 'Outdoor Adventures', 45, 3, daytime, 'low', ['outdoor'], 'An easy ride with a guide, bikes and helmets provided, with stops at sights.', 'a guided bike tour of {city}'),
  g('A hike to a viewpoint', 'Outdoor Adventures', 0, 4, ['morning'], 'high', ['outdoor'], 'A trail out of town to a view over the city and its surroundings; bring water.', 'a hiking trail near {city}'),
  g('Time on the water', 'Outdoor Adventures', 40, 2, daytime, 'low', ['outdoor', 'child-friendly'], 'A kayak, a rowing boat or a sightseeing boat on the river, lake or sea, whichever {city} has.', 'the waterfront of {city}'),

  g('A day at the nearest beach', 'Beaches', 0, 4, daytime, 'low', ['outdoor', 'child-friendly', 'rest'], 'Sand and a swim; where {city} has no beach within reach, a lake, river beach or public pool stands in.', 'the nearest beach or swimming spot to {city}'),
  g('A lido or beach club', 'Beaches', 25, 3, daytime, 'low', ['outdoor', 'child-friendly', 'rest'], 'A place to swim with loungers, showers and a café; the fee covers entry.', 'a lido or beach club near {city}'),
  g('A walk along the shore', 'Beaches', 0, 2, daytime, 'moderate', ['outdoor', 'child-friendly'], 'A promenade or path by the water, with somewhere to stop for a drink.', 'the shore or riverbank of {city}'),

  g('A neighbourhood food market', 'Local Markets', 0, 1.5, ['morning'], 'moderate', ['outdoor', 'child-friendly'], 'Stalls of local produce, cheese, bread and snacks, where people do their shopping.', 'a neighbourhood food market in {city}'),
  g('A covered market hall', 'Local Markets', 0, 1.5, daytime, 'low', ['indoor', 'child-friendly'], 'Counters of fresh food and places to eat under one roof.', 'a covered market hall in {city}'),
  g('A flea or antiques market', 'Local Markets', 0, 2, daytime, 'moderate', ['outdoor'], 'Second-hand finds, old prints and curiosities; most such markets run at weekends.', 'a flea market in {city}'),

  g('A neighbourhood bar crawl', 'Nightlife', 40, 3, night, 'moderate', ['nightlife', 'indoor'], 'Two or three bars in the district where people in {city} go out.', 'a bar district in {city}'),
  g('A rooftop bar', 'Nightlife', 30, 2, night, 'low', ['nightlife', 'outdoor'], 'A drink with a view over the city lights.', 'a rooftop or hotel bar in {city}'),
  g('A comedy or cabaret show', 'Nightlife', 35, 2, night, 'low', ['nightlife', 'indoor'], 'A show in a small club; check the language of the performance first.', 'a comedy club or cabaret in {city}'),

  g('A classical concert', 'Live Music', 50, 2, night, 'low', ['indoor', 'nightlife', 'step-free'], 'An orchestra, a choir or a recital in a concert hall or a church.', 'a concert hall or church concert in {city}'),
  g('Live music in a small club', 'Live Music', 25, 2, night, 'low', ['indoor', 'nightlife'], 'Jazz, folk or local bands up close; the price is a typical cover charge.', 'a live-music bar or jazz club in {city}'),
  g('Traditional music or dance', 'Live Music', 40, 1.5, night, 'low', ['indoor', 'nightlife', 'child-friendly'], 'A performance of the music or dance of the region.', 'a traditional music or dance show in {city}'),

  g('The main public art museum', 'Art Galleries', 20, 2, daytime, 'moderate', ['museum', 'indoor', 'step-free'], 'The painting and sculpture collection of {city} and its region.', 'the main public art museum in {city}'),
  g('Contemporary galleries', 'Art Galleries', 0, 1.5, daytime, 'moderate', ['indoor'], 'Commercial galleries showing living artists, usually free to enter.', 'contemporary art galleries in {city}'),
  g('A street art walk', 'Art Galleries', 0, 1.5, daytime, 'moderate', ['outdoor', 'child-friendly'], 'Murals and street art in the neighbourhood known for them.', 'street art in {city}'),
  g('An art workshop', 'Art Galleries', 50, 2.5, daytime, 'low', ['indoor', 'child-friendly'], 'A painting, printing or ceramics class with a local artist.', 'a painting or ceramics workshop in {city}'),

  g('A day at an amusement park', 'Theme Parks', 80, 6, daytime, 'high', ['outdoor', 'child-friendly'], 'Rides and shows for a whole day; not every city has one within reach.', 'an amusement park within reach of {city}'),
  g('A water park', 'Theme Parks', 45, 4, daytime, 'moderate', ['outdoor', 'child-friendly'], 'Slides and pools, mostly open in the warm season.', 'a water park near {city}'),
  g('A family attraction', 'Theme Parks', 25, 2.5, daytime, 'moderate', ['indoor', 'child-friendly'], 'A fun fair, a miniature park or an indoor play centre, whichever {city} offers.', 'a family attraction in {city}'),

  g('A zoo or wildlife park', 'Wildlife', 30, 3, daytime, 'moderate', ['outdoor', 'child-friendly'], 'Animals of the region and of the world, with feeding times worth catching.', 'a zoo or wildlife park in or near {city}'),
  g('An aquarium', 'Wildlife', 30, 2, daytime, 'low', ['indoor', 'child-friendly', 'step-free'], 'Fish, rays and sea life in tanks you can walk around.', 'an aquarium in or near {city}'),
  g('Birdwatching in a nature reserve', 'Wildlife', 0, 3, ['morning'], 'moderate', ['outdoor'], 'Wetland, woodland or coast where wild birds gather; binoculars help.', 'a nature reserve near {city}'),

  g('A city viewpoint', 'Photography Spots', 0, 1, anytime, 'moderate', ['outdoor'], 'A hill, terrace or bridge with a view over {city}.', 'a viewpoint in {city}'),
  g('Sunset by the water', 'Photography Spots', 0, 1, late, 'low', ['outdoor', 'child-friendly'], 'The light going down over the river, lake or sea.', 'the waterfront of {city}'),
  g('A photo walk', 'Photography Spots', 0, 2, daytime, 'moderate', ['outdoor', 'child-friendly'], 'The most photogenic streets, doors and corners of the old quarter.', 'the old quarter of {city}'),
  g('An observation deck', 'Photography Spots', 25, 1, anytime, 'low', ['indoor', 'step-free', 'child-friendly'], 'The view from the top of one of the tallest buildings or towers.', 'an observation deck in {city}'),

  g('A visit to a place of worship', 'Temples', 0, 1, daytime, 'low', ['indoor', 'temple'], 'A quiet look inside; dress modestly and stay away from service times.', "one of {city}'s places of worship"),
  g('A guided visit to a historic place of worship', 'Temples', 10, 1.5, daytime, 'low', ['indoor', 'temple'], 'A church, mosque, synagogue or temple with a long history, shown by a guide.', 'a historic place of worship in {city}'),
  g('A quiet hour in a cloister or temple garden', 'Temples', 0, 1, daytime, 'low', ['outdoor', 'temple', 'rest'], 'The grounds of a place of worship, calm and shaded.', 'the grounds of a place of worship in {city}'),

  g('A slow café stop', 'Rest', 10, 1.5, anytime, 'low', ['indoor', 'rest', 'child-friendly'], 'A long coffee or tea and nothing else planned.', 'a quiet café in {city}'),
  g('Time on a park bench', 'Rest', 0, 2, daytime, 'low', ['outdoor', 'rest', 'child-friendly', 'step-free'], 'A book, the shade of a tree and people passing by.', 'a park in {city}'),
  g('A spa or public baths', 'Rest', 60, 2.5, anytime, 'low', ['indoor', 'rest'], 'Pools, a sauna or a massage to rest tired legs.', 'a spa or public baths in {city}'),
  g('Free time at your accommodation', 'Rest', 0, 2, anytime, 'low', ['indoor', 'rest', 'child-friendly', 'step-free'], 'Nothing booked: time to nap, read or repack.', 'your accommodation in {city}'),
  g('A film at a cinema', 'Rest', 15, 2, night, 'low', ['indoor', 'rest', 'child-friendly', 'step-free'], 'A seat in the dark after a long day; check whether films are subtitled.', 'a cinema in {city}'),
];
