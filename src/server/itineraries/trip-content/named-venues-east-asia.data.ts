import { anytime, daytime, late, type NamedCity, namedVenue as v, night } from './named-venue.ts';

/*
 * Real landmarks of well-known destinations in East Asia. Tickets are approximate published adult
 * prices for 2025, converted to USD at 2025 rates (JPY 150 = USD 1, KRW 1,400 = USD 1, HKD 7.8 =
 * USD 1), rounded: check before going. Temples and shrines whose grounds are free show 0.
 */

export const eastAsiaCities: readonly NamedCity[] = [
  {
    name: 'Tokyo',
    countryCode: 'JP',
    venues: [
      v('Senso-ji', 'Temples', 0, 1.5, anytime, 'moderate', ['outdoor', 'temple', 'child-friendly', 'step-free'], "Tokyo's oldest temple, in Asakusa, reached through the Kaminarimon gate and the stalls of Nakamise-dori."),
      v('Meiji Jingu', 'Temples', 0, 1.5, daytime, 'moderate', ['outdoor', 'temple', 'child-friendly'], 'The Shinto shrine of Emperor Meiji in a forest beside Harajuku, entered through huge wooden torii.'),
      v('Tokyo National Museum', 'Museums', 7, 2.5, daytime, 'moderate', ['museum', 'indoor', 'step-free'], "Japan's oldest museum, in Ueno Park, with samurai armour, scrolls and national treasures."),
      v('teamLab Planets', 'Art Galleries', 28, 2, anytime, 'low', ['indoor', 'child-friendly'], 'Immersive digital art in Toyosu, some of it walked through barefoot in shallow water.'),
      v('Tsukiji Outer Market', 'Local Markets', 0, 1.5, ['morning'], 'moderate', ['outdoor', 'child-friendly'], 'The streets of food stalls and knife shops that stayed when the wholesale fish market moved to Toyosu.'),
      v('Shibuya Crossing', 'Photography Spots', 0, 0.5, anytime, 'low', ['outdoor', 'step-free'], 'The scramble crossing outside Shibuya Station, where every light stops traffic for a crowd of walkers.'),
      v('Shinjuku Gyoen National Garden', 'Outdoor Adventures', 4, 2, daytime, 'moderate', ['outdoor', 'child-friendly', 'step-free', 'rest'], 'A large garden of Japanese, English and French styles, famous for cherry blossom.'),
      v('Ueno Zoo', 'Wildlife', 4, 2.5, daytime, 'moderate', ['outdoor', 'child-friendly'], "Japan's oldest zoo, in Ueno Park; closed Mondays."),
      v('Tokyo Skytree', 'Photography Spots', 20, 1.5, anytime, 'low', ['indoor', 'step-free', 'child-friendly'], 'A 634-metre broadcasting tower with decks at 350 and 450 metres.'),
      v('Akihabara', 'Shopping', 0, 2, late, 'moderate', ['indoor', 'outdoor'], 'The electronics and anime district, with multi-storey shops of games, figures and gadgets.'),
      v('Golden Gai', 'Nightlife', 0, 2, night, 'low', ['indoor', 'nightlife'], 'Six alleys of tiny bars in Shinjuku, many seating only a handful; some charge a cover.'),
      v('Tokyo Disneyland', 'Theme Parks', 65, 9, daytime, 'high', ['outdoor', 'child-friendly', 'step-free'], 'The Disney park of the Tokyo Disney Resort, in Urayasu just east of Tokyo; prices vary by date.'),
    ],
  },
  {
    name: 'Kyoto',
    countryCode: 'JP',
    venues: [
      v('Fushimi Inari Taisha', 'Temples', 0, 2.5, anytime, 'high', ['outdoor', 'temple'], 'The shrine of thousands of vermilion torii gates climbing Mount Inari; the full loop takes two to three hours.'),
      v('Kinkaku-ji', 'Temples', 4, 1, daytime, 'moderate', ['outdoor', 'temple'], 'The Golden Pavilion, a Zen temple covered in gold leaf over a pond.'),
      v('Kiyomizu-dera', 'Temples', 4, 1.5, daytime, 'high', ['outdoor', 'temple'], 'A hillside temple with a wooden stage over the valley, reached by the shopping lanes of Higashiyama.'),
      v('Ginkaku-ji', 'Temples', 4, 1, daytime, 'moderate', ['outdoor', 'temple'], 'The Silver Pavilion and its sand garden, at the north end of the Philosopher\'s Path.'),
      v('Ryoan-ji', 'Temples', 4, 1, daytime, 'low', ['outdoor', 'temple'], 'A Zen temple famous for its rock garden of fifteen stones.'),
      v('Nijo Castle', 'Historical Sites', 9, 1.5, daytime, 'moderate', ['indoor', 'outdoor'], 'The shoguns\' palace in Kyoto, with painted screens and "nightingale" floors that squeak underfoot.'),
      v('Kyoto National Museum', 'Museums', 5, 2, daytime, 'low', ['museum', 'indoor', 'step-free'], 'Japanese and Asian art and archaeology near Sanjusangendo.'),
      v('Arashiyama Bamboo Grove', 'Photography Spots', 0, 1, ['morning'], 'moderate', ['outdoor'], 'A path through tall bamboo in western Kyoto; it is quietest early.'),
      v("Philosopher's Path", 'Outdoor Adventures', 0, 1.5, daytime, 'moderate', ['outdoor', 'rest'], 'A stone path along a cherry-lined canal between Ginkaku-ji and Nanzen-ji.'),
      v('Nishiki Market', 'Local Markets', 0, 1.5, daytime, 'low', ['indoor', 'child-friendly', 'step-free'], "A covered street of food stalls, known as Kyoto's kitchen."),
      v('Iwatayama Monkey Park', 'Wildlife', 6, 1.5, daytime, 'high', ['outdoor'], 'A steep climb in Arashiyama to free-roaming Japanese macaques and a view over Kyoto.'),
      v('Pontocho', 'Nightlife', 0, 2, night, 'low', ['outdoor', 'nightlife'], 'A narrow lantern-lit alley of restaurants and bars along the Kamo River.'),
    ],
  },
  {
    name: 'Osaka',
    countryCode: 'JP',
    venues: [
      v('Osaka Castle', 'Historical Sites', 8, 2, daytime, 'moderate', ['indoor', 'outdoor', 'step-free', 'child-friendly'], 'The rebuilt keep of Toyotomi Hideyoshi\'s castle, a museum inside, in a park of moats and walls.'),
      v('Dotonbori', 'Food Tours', 0, 2, late, 'moderate', ['outdoor', 'nightlife', 'child-friendly'], 'The canal street of neon signs and street food: takoyaki, okonomiyaki and kushikatsu.'),
      v('Kuromon Market', 'Local Markets', 0, 1, daytime, 'low', ['indoor', 'child-friendly', 'step-free'], 'A covered market of seafood, fruit and ready-to-eat stalls.'),
      v('Universal Studios Japan', 'Theme Parks', 65, 9, daytime, 'high', ['outdoor', 'child-friendly', 'step-free'], 'A film theme park with Super Nintendo World and the Wizarding World of Harry Potter; prices vary by date.'),
      v('Osaka Aquarium Kaiyukan', 'Wildlife', 20, 2.5, daytime, 'low', ['indoor', 'child-friendly', 'step-free'], 'One of the largest aquariums in the world, built around a whale shark tank.'),
      v('Shitenno-ji', 'Temples', 0, 1, daytime, 'low', ['outdoor', 'temple'], 'One of the oldest Buddhist temples in Japan, founded in 593; the grounds are free, the inner precinct has a small fee.'),
      v('Sumiyoshi Taisha', 'Temples', 0, 1, daytime, 'moderate', ['outdoor', 'temple', 'child-friendly'], 'One of the oldest Shinto shrines in Japan, with an arched red bridge.'),
      v('Umeda Sky Building', 'Photography Spots', 13, 1, late, 'low', ['indoor', 'outdoor', 'step-free'], 'Two towers joined at the top by the Floating Garden Observatory.'),
      v('Shinsekai', 'Food Tours', 0, 1.5, late, 'low', ['outdoor'], 'A retro quarter around Tsutenkaku Tower, known for kushikatsu.'),
      v('National Museum of Art, Osaka', 'Art Galleries', 3, 1.5, daytime, 'low', ['museum', 'indoor', 'step-free'], 'A mostly underground museum of contemporary art on Nakanoshima, under a steel sculpture.'),
    ],
  },
  {
    name: 'Seoul',
    countryCode: 'KR',
    venues: [
      v('Gyeongbokgung Palace', 'Historical Sites', 2, 2, daytime, 'moderate', ['outdoor', 'child-friendly', 'step-free'], 'The main Joseon royal palace, with the changing of the guard at its gate; entry is free in hanbok.'),
      v('Changdeokgung Palace', 'Historical Sites', 2, 1.5, daytime, 'moderate', ['outdoor'], 'A UNESCO-listed palace; the Secret Garden is a separate guided tour.'),
      v('Jogyesa', 'Temples', 0, 1, anytime, 'low', ['outdoor', 'temple', 'step-free'], 'The head temple of the Jogye Order of Korean Buddhism, in Insadong.'),
      v('Bongeunsa', 'Temples', 0, 1, daytime, 'moderate', ['outdoor', 'temple'], 'A Buddhist temple in Gangnam, with a giant standing Buddha, across from the COEX centre.'),
      v('National Museum of Korea', 'Museums', 0, 3, daytime, 'moderate', ['museum', 'indoor', 'step-free', 'child-friendly'], 'Korean history and art from prehistory on, free to enter, beside a park with a pond.'),
      v('Bukchon Hanok Village', 'Photography Spots', 0, 1.5, daytime, 'high', ['outdoor'], 'Lanes of traditional hanok houses where people live; visiting hours are limited, keep quiet.'),
      v('Gwangjang Market', 'Local Markets', 0, 1.5, anytime, 'low', ['indoor', 'child-friendly'], 'One of the oldest markets in Korea, famous for bindaetteok and fabrics.'),
      v('N Seoul Tower', 'Photography Spots', 19, 1.5, late, 'moderate', ['indoor', 'outdoor', 'child-friendly'], 'The tower on Namsan with an observatory over the city; the cable car costs extra.'),
      v('Cheonggyecheon', 'Outdoor Adventures', 0, 1, anytime, 'low', ['outdoor', 'rest', 'child-friendly'], 'A restored stream walk below street level through downtown Seoul.'),
      v('Myeong-dong', 'Shopping', 0, 2, late, 'moderate', ['outdoor'], 'The shopping streets of cosmetics shops and street food stalls.'),
      v('Hongdae', 'Nightlife', 0, 3, night, 'moderate', ['outdoor', 'nightlife'], 'The area around Hongik University, with buskers, live-music clubs and bars.'),
      v('Lotte World', 'Theme Parks', 45, 6, daytime, 'high', ['indoor', 'outdoor', 'child-friendly'], 'A large indoor theme park with an outdoor island section on Seokchon Lake.'),
    ],
  },
  {
    name: 'Hong Kong',
    countryCode: 'HK',
    venues: [
      v('Victoria Peak', 'Photography Spots', 11, 2, late, 'low', ['outdoor', 'child-friendly'], 'The Peak Tram up to the harbour view; the price shown is a return tram ticket.'),
      v('Star Ferry', 'Photography Spots', 1, 0.5, anytime, 'low', ['outdoor', 'child-friendly'], 'The green and white ferries across Victoria Harbour since 1888.', 'the Star Ferry piers, Hong Kong'),
      v('Tian Tan Buddha and Po Lin Monastery', 'Temples', 0, 4, daytime, 'high', ['outdoor', 'temple'], 'A giant bronze Buddha on Lantau Island; the Ngong Ping cable car costs extra.'),
      v('Man Mo Temple', 'Temples', 0, 0.5, daytime, 'low', ['indoor', 'temple'], 'A 19th-century temple on Hollywood Road, hung with incense coils.'),
      v('M+', 'Art Galleries', 18, 2, daytime, 'low', ['museum', 'indoor', 'step-free'], 'Visual culture of the 20th and 21st centuries in the West Kowloon Cultural District.'),
      v('Hong Kong Palace Museum', 'Museums', 13, 2, daytime, 'low', ['museum', 'indoor', 'step-free'], 'Treasures lent by the Palace Museum in Beijing, in West Kowloon.'),
      v('Temple Street Night Market', 'Local Markets', 0, 1.5, night, 'moderate', ['outdoor', 'nightlife'], 'A street market of stalls, street food and fortune tellers in Yau Ma Tei.'),
      v('Ladies\' Market', 'Shopping', 0, 1.5, late, 'moderate', ['outdoor'], 'A kilometre of stalls in Mong Kok: clothes, bags and souvenirs.'),
      v('Hong Kong Park', 'Outdoor Adventures', 0, 1.5, daytime, 'moderate', ['outdoor', 'child-friendly', 'rest'], 'A park in Admiralty with a walk-through aviary and a conservatory.'),
      v('Dragon\'s Back', 'Outdoor Adventures', 0, 3, daytime, 'high', ['outdoor'], 'A ridge trail on Hong Kong Island that ends at Big Wave Bay.'),
      v('Repulse Bay', 'Beaches', 0, 2.5, daytime, 'low', ['outdoor', 'child-friendly'], 'A sheltered crescent beach on the south side of Hong Kong Island.'),
      v('Ocean Park Hong Kong', 'Theme Parks', 64, 7, daytime, 'high', ['outdoor', 'child-friendly'], 'A marine-themed theme park with giant pandas and a cable car over the headland.'),
    ],
  },
];
