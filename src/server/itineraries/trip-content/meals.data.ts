import type { Diet, MealKind, MealOption } from './trip-content.types.ts';

/*
 * Meals that hold in any city, described by the kind of place, never an invented restaurant name.
 * `{city}` is filled with the destination. Prices are typical per person at the US price level
 * (2025, before tip); the planner multiplies them by the destination's level. Kosher and halal
 * options name certification and say to ask where it may be missing: a traveller who keeps kosher
 * or halal needs to know the option depends on what the city has. Every diet has at least four
 * options per meal, so a week rotates without the same name on two days in three.
 */

const local = 'Local cuisine';
const fine = 'Fine dining';
const street = 'Street food';
const veg = 'Vegetarian';
const kosher = 'Kosher';

function m(
  meal: MealKind,
  name: string,
  venue: string,
  description: string,
  styles: readonly string[],
  diets: readonly Diet[],
  tier: MealOption['tier'],
  basePriceUsd: number,
  childFriendly = true,
): MealOption {
  return { meal, name, venue, description, styles, diets, tier, basePriceUsd, childFriendly };
}

const vegan: readonly Diet[] = ['vegetarian', 'vegan'];
const vegetarian: readonly Diet[] = ['vegetarian'];
const askKosher = 'if the city has one; ask your hotel';
const askHalal = 'if the city has one; ask your hotel';

export const mealTemplates: readonly MealOption[] = [
  // Breakfast
  m('breakfast', 'Breakfast at a neighbourhood café', 'a neighbourhood café in {city}', 'Coffee and what locals eat to start the day.', [local], [], 1, 12),
  m('breakfast', 'Bakery breakfast', 'a bakery in {city}', 'Fresh bread or pastries and a hot drink, standing or at a small table.', [local, street, veg], vegetarian, 1, 8),
  m('breakfast', 'Breakfast from a street stall', 'a street food stall in {city}', 'A quick, cheap breakfast of whatever the stalls of {city} sell early.', [street], [], 1, 6),
  m('breakfast', 'Market breakfast', 'a market hall in {city}', 'Breakfast at a counter in a market, among the first shoppers.', [street, local], [], 1, 10),
  m('breakfast', 'Breakfast of local dishes', 'a popular breakfast restaurant in {city}', 'A sit-down breakfast of the regional specialities.', [local], [], 2, 20),
  m('breakfast', 'Hotel breakfast', 'your accommodation in {city}, where breakfast is offered', 'The breakfast your hotel serves, if it is not included in the room.', [], [], 2, 22),
  m('breakfast', 'Breakfast in a grand hotel dining room', 'a grand hotel dining room in {city}', 'A long, unhurried breakfast with table service.', [fine], [], 3, 45, false),
  m('breakfast', 'Vegetarian brunch at an upscale restaurant', 'an upscale brunch restaurant in {city}', 'A plated brunch with vegetarian dishes from the menu.', [fine, veg], vegetarian, 3, 40, false),
  m('breakfast', 'Vegetarian café breakfast', 'a vegetarian café in {city}', 'Eggs, cheese, bread and fruit at a meat-free café.', [veg, local], vegetarian, 1, 12),
  m('breakfast', 'Yoghurt, fruit and granola', 'a juice bar or café in {city}', 'A light bowl and a fresh juice.', [veg], vegetarian, 1, 10),
  m('breakfast', 'Oat porridge with fruit and nuts', 'a café in {city}', 'Porridge made with water or plant milk, topped with fruit.', [veg], vegan, 1, 9),
  m('breakfast', 'Avocado toast and fresh juice', 'a brunch café in {city}', 'On sourdough without butter; ask for it vegan.', [veg], vegan, 1, 13),
  m('breakfast', 'Vegan breakfast bowl', 'a vegan café in {city}', 'Grains, fruit and seeds at a fully plant-based café.', [veg], vegan, 2, 15),
  m('breakfast', 'Plant-based pancakes', 'a vegan-friendly brunch spot in {city}', 'Egg-free pancakes with fruit and syrup.', [veg], vegan, 2, 18),
  m('breakfast', 'Kosher dairy breakfast', `a kosher-certified café or dairy restaurant in {city}, ${askKosher}`, 'Eggs, cheeses and bread under supervision.', [kosher, veg], ['kosher', 'vegetarian'], 2, 18),
  m('breakfast', 'Breakfast from a kosher bakery', `a kosher-certified bakery in {city}, ${askKosher}`, 'Bread and pastries to take away.', [kosher, veg], ['kosher', 'vegetarian'], 1, 9),
  m('breakfast', 'Self-catered kosher breakfast', 'sealed kosher-certified products from a supermarket in {city}', 'Bread, spreads and yoghurt bearing a certification you recognise.', [kosher], ['kosher', 'vegetarian'], 1, 8),
  m('breakfast', 'Kosher breakfast arranged with the hotel', 'your hotel in {city}, arranged ahead (sealed kosher meals)', 'Many larger hotels can order sealed certified meals if asked a few days ahead.', [kosher], ['kosher'], 3, 30),
  m('breakfast', 'Halal breakfast at a certified café', `a halal-certified café in {city}, ${askHalal}`, 'A cooked breakfast where the meat is halal.', [local], ['halal'], 1, 12),
  m('breakfast', 'Ful, falafel and flatbread', 'a halal Middle Eastern restaurant in {city}, where there is one', 'Beans, falafel and warm bread: filling and cheap.', [street, veg], ['halal', 'vegetarian', 'vegan'], 1, 10),
  m('breakfast', 'Turkish-style breakfast spread', 'a halal Turkish restaurant in {city}, where there is one', 'Eggs, cheeses, olives, tomatoes and bread to share.', [local, veg], ['halal', 'vegetarian'], 2, 20),
  m('breakfast', 'Halal breakfast arranged with the hotel', 'your hotel in {city}, a halal breakfast arranged ahead', 'Many hotels can serve a halal breakfast if asked a few days before.', [], ['halal'], 3, 30),

  // Lunch
  m('lunch', 'Set lunch of local dishes', 'a neighbourhood restaurant in {city}', 'The fixed-price lunch that workers in {city} eat.', [local], [], 1, 18),
  m('lunch', 'Lunch at a well-reviewed local restaurant', 'a well-reviewed local restaurant in {city}', 'Regional dishes cooked with care.', [local], [], 2, 30),
  m('lunch', 'Long lunch at a renowned local restaurant', 'a renowned restaurant of regional cooking in {city}', 'The classic dishes of the region at their best.', [local, fine], [], 3, 60, false),
  m('lunch', "Chef's set lunch", 'a fine-dining restaurant in {city}', 'The lunch menu of a fine-dining kitchen, cheaper than its dinner.', [fine], [], 3, 75, false),
  m('lunch', 'Vegetarian tasting lunch', 'an upscale restaurant with a vegetarian menu in {city}', 'Several small vegetarian courses.', [fine, veg], vegetarian, 3, 65, false),
  m('lunch', 'Street food lunch', 'street food stalls in {city}', 'A few dishes from the stalls, eaten standing or on a stool.', [street], [], 1, 12),
  m('lunch', 'Food hall lunch', 'a food hall or market hall in {city}', 'Counters of local food with shared tables.', [street, local], [], 1, 16),
  m('lunch', 'Vegetarian set lunch', 'a vegetarian restaurant in {city}', 'A meat-free set menu of the day.', [veg, local], vegetarian, 1, 16),
  m('lunch', 'Vegetarian thali lunch', 'an Indian vegetarian restaurant in {city}', 'A tray of dal, vegetables, rice and bread, often refilled.', [veg], vegetarian, 1, 15),
  m('lunch', 'Salad and grain bowl', 'a salad bar or café in {city}', 'Grains, greens and roasted vegetables, dressed without dairy on request.', [veg], vegan, 1, 15),
  m('lunch', 'Tofu and vegetable noodles', 'an Asian noodle bar in {city}', 'Noodles with tofu and vegetables; ask for no fish sauce.', [veg, street], vegan, 1, 14),
  m('lunch', 'Falafel wrap', 'a falafel shop in {city}', 'Falafel, salad and tahini in flatbread.', [veg, street], vegan, 1, 10),
  m('lunch', 'Vegan lunch', 'a vegan restaurant in {city}', 'A fully plant-based lunch menu.', [veg], vegan, 2, 22),
  m('lunch', 'Kosher deli lunch', `a kosher-certified deli in {city}, ${askKosher}`, 'Sandwiches and soups under supervision.', [kosher, street], ['kosher'], 1, 20),
  m('lunch', 'Packed kosher lunch', 'sealed kosher-certified meals from a supermarket or Jewish community centre in {city}', 'A simple lunch bearing a certification you recognise.', [kosher], ['kosher'], 1, 14),
  m('lunch', 'Lunch at a kosher-certified restaurant', `a kosher-certified restaurant in {city}, ${askKosher}`, 'A sit-down lunch under supervision.', [kosher], ['kosher'], 2, 35),
  m('lunch', 'Kosher vegetarian lunch', `a kosher-certified dairy or vegetarian restaurant in {city}, ${askKosher}`, 'Meat-free dishes under supervision.', [kosher, veg], ['kosher', 'vegetarian'], 2, 28),
  m('lunch', 'Upscale kosher lunch', `an upscale kosher-certified restaurant in {city}, ${askKosher}`, 'A plated lunch under supervision.', [kosher, fine], ['kosher'], 3, 60, false),
  m('lunch', 'Halal kebab or shawarma', 'a halal kebab shop in {city}', 'Grilled meat in bread with salad; look for the certificate in the window.', [street], ['halal'], 1, 12),
  m('lunch', 'Halal biryani lunch', 'a halal South Asian restaurant in {city}, where there is one', 'Spiced rice with meat or vegetables.', [local], ['halal'], 1, 16),
  m('lunch', 'Lunch at a halal-certified restaurant', `a halal-certified restaurant in {city}, ${askHalal}`, 'A sit-down lunch where all the meat is halal.', [local], ['halal'], 2, 25),
  m('lunch', 'Upscale halal lunch', `an upscale halal-certified restaurant in {city}, ${askHalal}`, 'A plated lunch in a restaurant that serves no alcohol or pork.', [fine], ['halal'], 3, 60, false),

  // Dinner
  m('dinner', 'Dinner at a neighbourhood restaurant', 'a neighbourhood restaurant in {city}', 'Simple local cooking where families eat.', [local], [], 1, 25),
  m('dinner', 'Dinner at a well-reviewed local restaurant', 'a well-reviewed local restaurant in {city}', 'Regional dishes and wine or drinks of the region.', [local], [], 2, 45),
  m('dinner', 'Dinner at a renowned local restaurant', 'a renowned restaurant of regional cooking in {city}', 'The celebrated dishes of the region, booked ahead.', [local, fine], [], 3, 90, false),
  m('dinner', "Chef's tasting menu", 'a fine-dining restaurant in {city}', 'A long tasting menu; book well ahead.', [fine], [], 3, 140, false),
  m('dinner', 'Street food dinner', 'street food stalls or a night market in {city}', 'Small dishes from several stalls.', [street], [], 1, 15),
  m('dinner', 'Food hall dinner', 'a food hall in {city}', 'Counters of local food with shared tables, easy with children.', [street, local], [], 1, 22),
  m('dinner', 'Pizza or pasta dinner', 'a trattoria or pizzeria in {city}', 'A relaxed meal with plenty of meat-free dishes.', [veg], vegetarian, 1, 22),
  m('dinner', 'Dal, rice and vegetable curry', 'an Indian restaurant in {city}', 'Lentils and vegetables; ask for oil instead of ghee to keep it vegan.', [veg], vegan, 1, 20),
  m('dinner', 'Vegetarian dinner', 'a vegetarian restaurant in {city}', 'A meat-free menu with local produce.', [veg, local], vegetarian, 2, 30),
  m('dinner', 'Mezze dinner', 'a Middle Eastern restaurant in {city}', 'Hummus, grilled vegetables, salads and bread to share.', [veg], vegan, 2, 28),
  m('dinner', 'Vegan dinner', 'a vegan restaurant in {city}', 'A fully plant-based dinner menu.', [veg], vegan, 2, 32),
  m('dinner', 'Vegetarian tasting menu', 'an upscale restaurant with a vegetarian tasting menu in {city}', 'Several vegetarian courses from a creative kitchen.', [fine, veg], vegetarian, 3, 110, false),
  m('dinner', 'Plant-based tasting menu', 'an upscale restaurant with a vegan tasting menu in {city}', 'A fully plant-based tasting menu; book ahead and say you are vegan.', [fine, veg], vegan, 3, 120, false),
  m('dinner', 'Kosher takeaway dinner', `a kosher-certified takeaway or deli in {city}, ${askKosher}`, 'A simple hot meal to take back to your room.', [kosher, street], ['kosher'], 1, 20),
  m('dinner', 'Dinner at a kosher-certified restaurant', `a kosher-certified restaurant in {city}, ${askKosher}`, 'A sit-down dinner under supervision.', [kosher], ['kosher'], 2, 45),
  m('dinner', 'Kosher dairy or vegetarian dinner', `a kosher-certified dairy or vegetarian restaurant in {city}, ${askKosher}`, 'Fish, pasta and vegetable dishes under supervision.', [kosher, veg], ['kosher', 'vegetarian'], 2, 35),
  m('dinner', 'Upscale kosher dinner', `an upscale kosher-certified restaurant in {city}, ${askKosher}`, 'A plated dinner under supervision; book ahead.', [kosher, fine], ['kosher'], 3, 90, false),
  m('dinner', 'Halal street food dinner', 'halal street food stalls in {city}, where there are some', 'Grills and flatbreads from certified stalls.', [street], ['halal'], 1, 14),
  m('dinner', 'Halal curry house dinner', 'a halal South Asian restaurant in {city}, where there is one', 'Curries, rice and breads to share.', [local], ['halal'], 1, 20),
  m('dinner', 'Halal grill dinner', 'a halal grill house in {city}', 'Grilled meats and salads; look for the certificate.', [local], ['halal'], 2, 30),
  m('dinner', 'Dinner at a halal-certified restaurant', `a halal-certified restaurant in {city}, ${askHalal}`, 'A sit-down dinner where all the meat is halal.', [local], ['halal'], 2, 35),
  m('dinner', 'Upscale halal dinner', `an upscale halal-certified restaurant in {city}, ${askHalal}`, 'A plated dinner in a restaurant that serves no alcohol or pork.', [fine], ['halal'], 3, 90, false),
];
