import type { AccommodationOption, TransportationOptionLabel } from '../../../shared/itineraries/planner-options.ts';
import type { StayOption, TransportOption } from './trip-content.types.ts';

/*
 * Stays and ways of getting around that hold in any city, described honestly. `{city}` is filled
 * with the destination. Prices are typical for 2025 at the US price level (index 100), per room or
 * unit per night (stays) and per person per day (transport), before local taxes; the planner
 * multiplies them by the destination's price level. Figures are round estimates in line with
 * published US averages for each kind of stay (hostel dormitory beds around $40, mid-range hotel
 * rooms around $150-200, five-star rooms from about $450).
 */

function s(type: AccommodationOption, tier: StayOption['tier'], name: string, description: string, basePriceUsd: number, sleeps: number, accessible: boolean, childFriendly = true): StayOption {
  return { type, tier, name, description, basePriceUsd, sleeps, accessible, childFriendly };
}

export const stayTemplates: readonly StayOption[] = [
  s('Hotel', 1, 'A three-star hotel in {city}', 'A plain, clean double room with a private bathroom, a short ride from the centre.', 140, 2, true),
  s('Hotel', 2, 'A mid-range hotel in central {city}', 'A four-star double room within walking distance of the main sights.', 190, 2, true),
  s('Hotel', 2, 'A family room in a mid-range hotel in {city}', 'A room with beds for four, or two connecting rooms.', 240, 4, true),
  s('Hotel', 3, 'An upscale hotel in central {city}', 'A larger room with a view or a lounge, in a well-known hotel.', 260, 2, true),

  s('Hostel', 1, 'A dormitory bed in a hostel in {city}', 'A bed in a shared room with lockers and a shared bathroom; the price is per bed.', 40, 1, false, false),
  s('Hostel', 2, 'A private room in a hostel in {city}', 'A double room in a hostel, with its kitchen and common room.', 70, 2, false),
  s('Hostel', 3, 'A family room in a modern hostel in {city}', 'A private room for four with its own bathroom, in a hostel with a lift.', 100, 4, true),

  s('Apartment', 1, 'A studio apartment in {city}', 'One room with a kitchenette, for two.', 120, 2, false),
  s('Apartment', 2, 'A one-bedroom apartment in central {city}', 'A bedroom and a living room with a sofa bed, and a kitchen.', 170, 4, false),
  s('Apartment', 3, 'A two-bedroom apartment with a lift in central {city}', 'Room for six, a full kitchen and a washing machine, in a building with a lift.', 250, 6, true),

  s('Resort', 1, 'A garden-view room at a resort near {city}', 'A room at a resort with pools and a restaurant, outside the centre.', 220, 2, true),
  s('Resort', 2, 'A pool- or sea-view room at a resort near {city}', 'A better-placed room with a balcony and the resort\'s facilities.', 350, 2, true),
  s('Resort', 3, 'A family suite at an upscale resort near {city}', 'A suite or villa for four, with a kids\' club and a spa at the resort.', 600, 4, true),

  s('Airbnb', 1, "A private room in a local's home in {city}", 'A room in a shared home, booked through a home-sharing platform.', 70, 2, false),
  s('Airbnb', 2, 'A whole flat in {city}', 'A flat to yourselves with a kitchen, booked through a home-sharing platform.', 150, 4, false),
  s('Airbnb', 2, 'A step-free flat in {city}', 'A ground-floor flat or one with a lift, listed as step-free; confirm with the host.', 160, 4, true),
  s('Airbnb', 3, 'A whole house or large flat in {city}', 'Several bedrooms for a family or a group.', 280, 6, false),

  s('Boutique Hotel', 1, 'A small boutique hotel in {city}', 'A few individually decorated rooms in a characterful building.', 170, 2, false),
  s('Boutique Hotel', 2, 'A design boutique hotel in central {city}', 'Stylish rooms in the centre, with a lift.', 240, 2, true),
  s('Boutique Hotel', 3, 'A luxury boutique hotel in a historic building in {city}', 'A restored historic house with personal service.', 350, 2, false),

  s('Budget', 1, 'A simple guesthouse room in {city}', 'A basic double room, often with a shared bathroom.', 60, 2, false),
  s('Budget', 2, 'A budget chain hotel room in {city}', 'A small, standard double room with its own bathroom.', 85, 2, true),
  s('Budget', 3, 'A budget hotel family room in {city}', 'A simple room with beds for four.', 110, 4, true),

  s('Luxury', 1, 'A deluxe room at a five-star hotel in {city}', 'A large room with full service, a spa and fine dining in the hotel.', 450, 2, true),
  s('Luxury', 2, 'A junior suite at a five-star hotel in {city}', 'A suite with a sitting area and a view.', 650, 2, true),
  s('Luxury', 3, "A suite at one of {city}'s top hotels", 'A full suite with a separate living room and personal service.', 900, 3, true),
];

export const transportTemplates: Readonly<Record<TransportationOptionLabel, TransportOption>> = {
  'Public Transport': {
    choice: 'Public Transport',
    type: 'Public transport day pass',
    description: 'A day pass for the metro, buses and trams of {city}, or single tickets where no pass is sold.',
    basePriceUsdPerPersonDay: 12,
    walking: 'moderate',
  },
  'Rental Car': {
    choice: 'Rental Car',
    type: 'Rental car',
    description: 'A compact rental car with fuel and parking in {city}; city-centre parking can be scarce.',
    basePriceUsdPerPersonDay: 50,
    walking: 'low',
    vehicle: { usdPerDay: 100, seats: 5 },
  },
  'Taxi/Rideshare': {
    choice: 'Taxi/Rideshare',
    type: 'Taxis and ride-hailing',
    description: 'Three or four short rides across {city} a day by licensed taxi or a ride-hailing app.',
    basePriceUsdPerPersonDay: 45,
    walking: 'low',
  },
  Walking: {
    choice: 'Walking',
    type: 'On foot',
    description: 'Getting around {city} on foot; comfortable shoes and a map are all it takes.',
    basePriceUsdPerPersonDay: 0,
    walking: 'high',
  },
  Bicycle: {
    choice: 'Bicycle',
    type: 'Bike share or bike hire',
    description: 'A day of bike share or a hired bike in {city}, with a helmet.',
    basePriceUsdPerPersonDay: 20,
    walking: 'moderate',
  },
  Combination: {
    choice: 'Combination',
    type: 'Public transport and the odd taxi',
    description: 'A day pass for the public transport of {city}, with a taxi when it is late or the legs are tired.',
    basePriceUsdPerPersonDay: 22,
    walking: 'moderate',
  },
};
