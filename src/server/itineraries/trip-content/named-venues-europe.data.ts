import { anytime, daytime, late, type NamedCity, namedVenue as v, night } from './named-venue.ts';

/*
 * Real landmarks of well-known European destinations. Names are facts; tickets are approximate
 * published adult prices for 2025, converted to USD at 2025 rates (EUR 1 = USD 1.10, GBP 1 = USD
 * 1.30, CHF 1 = USD 1.15, CZK 23 = USD 1, TRY 38 = USD 1), rounded: check before going. Concert
 * halls and opera houses show a typical ticket; prices vary by performance. 'step-free' is set
 * only where the main visit is known to be reachable without steps.
 */

export const europeCities: readonly NamedCity[] = [
  {
    name: 'London',
    countryCode: 'GB',
    venues: [
      v('British Museum', 'Museums', 0, 3, daytime, 'moderate', ['museum', 'indoor', 'step-free', 'child-friendly'], 'World history and culture from the Rosetta Stone to the Parthenon sculptures; the permanent collection is free.'),
      v('Natural History Museum', 'Museums', 0, 2.5, daytime, 'moderate', ['museum', 'indoor', 'step-free', 'child-friendly'], 'Dinosaur skeletons, a blue whale in Hintze Hall and galleries on the living planet, free to enter.'),
      v('National Gallery', 'Art Galleries', 0, 2.5, daytime, 'moderate', ['museum', 'indoor', 'step-free'], 'Western European painting from the 13th to the 20th century on Trafalgar Square, free to enter.'),
      v('Tate Modern', 'Art Galleries', 0, 2, daytime, 'moderate', ['museum', 'indoor', 'step-free', 'child-friendly'], 'Modern and contemporary art in a former power station on the Thames; the collection displays are free.'),
      v('Tower of London', 'Historical Sites', 46, 3, daytime, 'high', ['outdoor', 'child-friendly'], 'A medieval fortress on the Thames that holds the Crown Jewels, guarded by the Yeoman Warders.'),
      v('Westminster Abbey', 'Historical Sites', 39, 1.5, daytime, 'moderate', ['indoor', 'temple'], 'The coronation church of English monarchs since 1066, with the tombs of kings, queens and poets.'),
      v('Borough Market', 'Local Markets', 0, 1.5, daytime, 'moderate', ['outdoor', 'child-friendly', 'step-free'], "One of London's oldest food markets, beside London Bridge, with produce stalls and street food."),
      v('Camden Market', 'Shopping', 0, 2, late, 'moderate', ['outdoor', 'child-friendly'], 'Hundreds of stalls of clothing, crafts and food along the Regent\'s Canal in Camden Town.'),
      v('Hyde Park', 'Outdoor Adventures', 0, 2, daytime, 'moderate', ['outdoor', 'child-friendly', 'step-free', 'rest'], 'A royal park of lawns, the Serpentine lake and long tree-lined paths in the middle of London.'),
      v('ZSL London Zoo', 'Wildlife', 43, 3, daytime, 'moderate', ['outdoor', 'child-friendly', 'step-free'], "The world's oldest scientific zoo, in Regent's Park, with gorillas, tigers and a butterfly house."),
      v('Sky Garden', 'Photography Spots', 0, 1, anytime, 'low', ['indoor', 'step-free'], 'A glass-domed public garden at the top of 20 Fenchurch Street with views over the City; free, booked in advance.'),
      v('Royal Albert Hall', 'Live Music', 60, 2.5, night, 'low', ['indoor', 'step-free', 'nightlife'], 'The round Victorian concert hall in Kensington, home of the summer Proms; tickets vary by performance.'),
    ],
  },
  {
    name: 'Paris',
    countryCode: 'FR',
    venues: [
      v('Louvre Museum', 'Museums', 24, 3, daytime, 'high', ['museum', 'indoor', 'step-free'], 'The former royal palace that holds the Mona Lisa, the Venus de Milo and one of the largest art collections in the world.'),
      v("Musée d'Orsay", 'Art Galleries', 18, 2.5, daytime, 'moderate', ['museum', 'indoor', 'step-free'], 'Impressionist and Post-Impressionist masterpieces in a former railway station on the Left Bank.'),
      v("Musée de l'Orangerie", 'Art Galleries', 14, 1.5, daytime, 'low', ['museum', 'indoor', 'step-free'], "Monet's Water Lilies in two oval rooms at the edge of the Tuileries Garden."),
      v('Eiffel Tower', 'Photography Spots', 39, 2, anytime, 'moderate', ['outdoor', 'child-friendly'], 'The 1889 iron tower on the Champ de Mars; the ticket shown is the lift to the summit.'),
      v('Notre-Dame de Paris', 'Historical Sites', 0, 1, daytime, 'low', ['indoor', 'temple', 'step-free'], 'The Gothic cathedral on the Île de la Cité, reopened in December 2024 after the fire; entry is free.'),
      v('Sainte-Chapelle', 'Historical Sites', 22, 1, daytime, 'low', ['indoor'], 'A 13th-century royal chapel whose upper chapel is walled with stained glass.'),
      v('Catacombs of Paris', 'Historical Sites', 33, 1, daytime, 'moderate', ['indoor'], 'Underground ossuary tunnels holding the remains of millions of Parisians; there are over 200 steps.'),
      v('Montmartre and the Sacré-Cœur Basilica', 'Photography Spots', 0, 2, daytime, 'high', ['outdoor', 'temple'], 'The hilltop basilica and the painters\' square of Montmartre, with a wide view over Paris.'),
      v('Jardin du Luxembourg', 'Outdoor Adventures', 0, 1.5, daytime, 'low', ['outdoor', 'child-friendly', 'step-free', 'rest'], 'The Senate\'s formal gardens, with a pond for toy sailing boats, shaded chairs and a puppet theatre.'),
      v("Marché d'Aligre", 'Local Markets', 0, 1.5, daytime, 'moderate', ['outdoor', 'child-friendly'], 'A lively neighbourhood market in the 12th arrondissement, with a covered hall and a street of produce stalls.'),
      v('Galeries Lafayette Haussmann', 'Shopping', 0, 1.5, daytime, 'low', ['indoor', 'step-free'], 'The department store under an Art Nouveau glass dome, with a free rooftop terrace.'),
      v('Philharmonie de Paris', 'Live Music', 45, 2.5, night, 'low', ['indoor', 'step-free', 'nightlife'], 'The concert hall in the Parc de la Villette, home of the Orchestre de Paris; tickets vary by performance.'),
    ],
  },
  {
    name: 'Rome',
    countryCode: 'IT',
    aliases: ['Roma'],
    venues: [
      v('Colosseum, Roman Forum and Palatine Hill', 'Historical Sites', 20, 3.5, daytime, 'high', ['outdoor', 'child-friendly'], 'The Flavian amphitheatre and the ruins of the ancient city centre, on one combined ticket.'),
      v('Vatican Museums and Sistine Chapel', 'Museums', 25, 3, daytime, 'high', ['museum', 'indoor'], "The popes' collections and Michelangelo's ceiling in the Sistine Chapel; book ahead to skip the queue."),
      v("St Peter's Basilica", 'Historical Sites', 0, 1.5, daytime, 'moderate', ['indoor', 'temple', 'step-free'], "Renaissance basilica with Michelangelo's dome and Pietà; entry is free, the dome climb is extra."),
      v('Pantheon', 'Historical Sites', 6, 1, anytime, 'low', ['indoor', 'temple', 'step-free'], 'A Roman temple of the 2nd century, now a church, under the largest unreinforced concrete dome ever built.'),
      v('Galleria Borghese', 'Art Galleries', 19, 2, daytime, 'low', ['museum', 'indoor'], "Bernini's sculptures and Caravaggio's paintings in a villa in the Borghese gardens; timed entry, booked ahead."),
      v('Capitoline Museums', 'Museums', 17, 2, daytime, 'moderate', ['museum', 'indoor'], 'Ancient sculpture, including the bronze She-wolf, in palaces on the Capitoline Hill designed by Michelangelo.'),
      v('Trevi Fountain', 'Photography Spots', 0, 0.5, anytime, 'low', ['outdoor', 'child-friendly'], 'The Baroque fountain where visitors throw a coin over their shoulder.'),
      v("Campo de' Fiori market", 'Local Markets', 0, 1, ['morning'], 'low', ['outdoor', 'child-friendly'], 'A daily produce and flower market on one of the historic squares, closed on Sundays.'),
      v('Villa Borghese gardens', 'Outdoor Adventures', 0, 2, daytime, 'moderate', ['outdoor', 'child-friendly', 'rest'], 'Rome\'s central park, with a lake, rowing boats and the Pincio terrace over Piazza del Popolo.'),
      v('Trastevere', 'Nightlife', 0, 2.5, night, 'moderate', ['outdoor', 'nightlife'], 'The cobbled neighbourhood across the Tiber, full of trattorias and bars once the day is done.'),
      v('Janiculum Hill terrace', 'Photography Spots', 0, 1, late, 'moderate', ['outdoor'], 'The terrace by the Garibaldi monument on the Gianicolo, with a view across the domes of Rome.'),
    ],
  },
  {
    name: 'Barcelona',
    countryCode: 'ES',
    venues: [
      v('Sagrada Família', 'Historical Sites', 29, 1.5, daytime, 'low', ['indoor', 'temple', 'step-free'], "Gaudí's unfinished basilica, building since 1882, with forest-like columns and coloured light."),
      v('Park Güell', 'Outdoor Adventures', 20, 1.5, daytime, 'high', ['outdoor', 'child-friendly'], "Gaudí's hillside park of mosaic terraces and the dragon stairway; timed tickets for the monumental zone."),
      v('Casa Batlló', 'Historical Sites', 38, 1.5, anytime, 'moderate', ['indoor'], 'A house remodelled by Gaudí on the Passeig de Gràcia, with a bone-like facade and a dragon roof.'),
      v('Museu Picasso', 'Art Galleries', 17, 1.5, daytime, 'low', ['museum', 'indoor', 'step-free'], "Picasso's early work, above all, in medieval palaces of the Born quarter."),
      v("Museu Nacional d'Art de Catalunya", 'Art Galleries', 13, 2, daytime, 'moderate', ['museum', 'indoor', 'step-free'], 'Romanesque church murals and Catalan art in the Palau Nacional on Montjuïc.'),
      v('CosmoCaixa', 'Museums', 7, 2.5, daytime, 'low', ['museum', 'indoor', 'step-free', 'child-friendly'], 'A science museum with a flooded Amazon forest under glass and hands-on rooms.'),
      v('La Boqueria market', 'Local Markets', 0, 1, daytime, 'low', ['indoor', 'child-friendly', 'step-free'], 'The covered food market off La Rambla, with fruit, ham and seafood counters.'),
      v('Gothic Quarter', 'Historical Sites', 0, 2, anytime, 'moderate', ['outdoor', 'child-friendly'], 'Narrow medieval streets around the cathedral and remains of the Roman walls.'),
      v('Barceloneta Beach', 'Beaches', 0, 3, daytime, 'low', ['outdoor', 'child-friendly', 'rest'], 'The city beach nearest the old town, with a long promenade and beach bars.'),
      v('Montjuïc Castle', 'Photography Spots', 6, 1.5, daytime, 'moderate', ['outdoor'], 'An 18th-century fortress on top of Montjuïc with views over the port and the sea.'),
      v('Palau de la Música Catalana', 'Live Music', 40, 2, night, 'low', ['indoor', 'nightlife'], 'A Modernista concert hall with a stained-glass skylight; tickets vary by performance.'),
    ],
  },
  {
    name: 'Madrid',
    countryCode: 'ES',
    venues: [
      v('Museo del Prado', 'Art Galleries', 17, 3, daytime, 'moderate', ['museum', 'indoor', 'step-free'], 'Velázquez, Goya and El Greco in one of the great collections of European painting.'),
      v('Museo Reina Sofía', 'Art Galleries', 13, 2, daytime, 'moderate', ['museum', 'indoor', 'step-free'], "20th-century Spanish art, with Picasso's Guernica."),
      v('Museo Nacional Thyssen-Bornemisza', 'Art Galleries', 14, 2, daytime, 'moderate', ['museum', 'indoor', 'step-free'], 'A private collection turned national museum that spans European painting from the Middle Ages to pop art.'),
      v('Royal Palace of Madrid', 'Historical Sites', 15, 2, daytime, 'moderate', ['indoor', 'step-free'], "The official royal residence, with its throne room, armoury and state rooms."),
      v('Plaza Mayor', 'Historical Sites', 0, 0.5, anytime, 'low', ['outdoor', 'child-friendly', 'step-free'], 'The arcaded 17th-century main square in the centre of old Madrid.'),
      v('Retiro Park', 'Outdoor Adventures', 0, 2, daytime, 'moderate', ['outdoor', 'child-friendly', 'step-free', 'rest'], 'A large park with a rowing lake and the glass Palacio de Cristal.'),
      v('Mercado de San Miguel', 'Local Markets', 0, 1, anytime, 'low', ['indoor', 'step-free'], 'An iron-and-glass market hall by Plaza Mayor, now given over to tapas counters.'),
      v('El Rastro', 'Shopping', 0, 2, ['morning'], 'moderate', ['outdoor'], 'The open-air flea market of La Latina, held on Sundays and public holidays.'),
      v('Temple of Debod', 'Photography Spots', 0, 0.5, late, 'low', ['outdoor'], 'An ancient Egyptian temple given to Spain and rebuilt in a park near the Royal Palace, known for its sunsets.'),
      v('Teatro Real', 'Live Music', 70, 3, night, 'low', ['indoor', 'step-free', 'nightlife'], "Madrid's opera house, opposite the Royal Palace; tickets vary by performance."),
    ],
  },
  {
    name: 'Lisbon',
    countryCode: 'PT',
    aliases: ['Lisboa'],
    venues: [
      v('Calouste Gulbenkian Museum', 'Museums', 15, 2, daytime, 'low', ['museum', 'indoor', 'step-free'], 'A private collection from ancient Egypt to Lalique jewellery, set in a modernist garden.'),
      v('Jerónimos Monastery', 'Historical Sites', 20, 1.5, daytime, 'moderate', ['indoor', 'temple'], 'A 16th-century Manueline monastery in Belém, with an ornate cloister and the tomb of Vasco da Gama.'),
      v('Belém Tower', 'Historical Sites', 11, 1, daytime, 'moderate', ['outdoor'], 'A 16th-century fortified tower on the Tagus; the climb is by a narrow spiral stair.'),
      v('São Jorge Castle', 'Photography Spots', 17, 1.5, daytime, 'high', ['outdoor', 'child-friendly'], 'A Moorish castle on the highest hill of the old city, with views across the rooftops to the river.'),
      v('National Tile Museum', 'Museums', 9, 1.5, daytime, 'low', ['museum', 'indoor'], 'Five centuries of Portuguese azulejo tiles in a former convent.'),
      v('MAAT', 'Art Galleries', 12, 1.5, daytime, 'low', ['museum', 'indoor', 'step-free'], 'The Museum of Art, Architecture and Technology on the river in Belém, with a walkable curved roof.'),
      v('Time Out Market Lisboa', 'Local Markets', 0, 1.5, anytime, 'low', ['indoor', 'step-free', 'child-friendly'], 'Food counters in the Mercado da Ribeira hall at Cais do Sodré, beside the old produce market.'),
      v('Oceanário de Lisboa', 'Wildlife', 28, 2.5, daytime, 'low', ['indoor', 'step-free', 'child-friendly'], 'A large aquarium in the Parque das Nações built around one central ocean tank.'),
      v('LX Factory', 'Shopping', 0, 2, late, 'low', ['outdoor'], 'A former industrial complex under the 25 de Abril Bridge, now shops, a bookshop and restaurants.'),
      v('Miradouro da Senhora do Monte', 'Photography Spots', 0, 0.5, anytime, 'moderate', ['outdoor'], 'One of the highest viewpoints in Lisbon, looking over the castle and the Baixa.'),
      v('Fado in Alfama', 'Live Music', 45, 2.5, night, 'moderate', ['indoor', 'nightlife'], 'Fado, the Portuguese song of longing, sung over dinner in a small house of the old Alfama quarter; minimum spend varies.', 'a fado house in Alfama, Lisbon'),
    ],
  },
  {
    name: 'Porto',
    countryCode: 'PT',
    venues: [
      v('Livraria Lello', 'Shopping', 11, 0.5, daytime, 'low', ['indoor'], 'A neo-Gothic bookshop of 1906 with a carved red staircase; the entry voucher counts towards a book.'),
      v('Clérigos Tower', 'Photography Spots', 11, 1, anytime, 'moderate', ['indoor'], 'A Baroque bell tower of 240 steps with a view over the city and the Douro.'),
      v('Palácio da Bolsa', 'Historical Sites', 15, 1, daytime, 'low', ['indoor'], 'The 19th-century stock exchange, visited by guided tour, with its gilded Arab Room.'),
      v('Porto Cathedral', 'Historical Sites', 0, 1, daytime, 'moderate', ['indoor', 'temple'], 'The Romanesque cathedral on the hill above the Ribeira; the church is free, the cloister has a small fee.'),
      v('Serralves Museum', 'Art Galleries', 22, 2.5, daytime, 'moderate', ['museum', 'indoor', 'outdoor', 'step-free'], 'Contemporary art in a building by Álvaro Siza, with an Art Deco villa and large gardens.'),
      v('Mercado do Bolhão', 'Local Markets', 0, 1, daytime, 'low', ['indoor', 'step-free', 'child-friendly'], "Porto's restored 19th-century market hall, with produce, fish and flower stalls."),
      v('Dom Luís I Bridge', 'Photography Spots', 0, 1, anytime, 'moderate', ['outdoor'], 'A double-deck iron bridge over the Douro; the upper deck gives the best view of the Ribeira.'),
      v('Port wine cellars of Vila Nova de Gaia', 'Food Tours', 22, 1.5, late, 'low', ['indoor'], 'Guided tours and tastings in the lodges where port has aged for centuries, across the river from Porto.', 'the port wine lodges of Vila Nova de Gaia'),
      v('Crystal Palace Gardens', 'Outdoor Adventures', 0, 1.5, daytime, 'moderate', ['outdoor', 'child-friendly', 'rest'], 'Romantic gardens with peacocks and terraces above the Douro.'),
      v('Matosinhos Beach', 'Beaches', 0, 2.5, daytime, 'low', ['outdoor', 'child-friendly'], 'A wide Atlantic beach north of the river mouth, reached by metro.'),
      v('Casa da Música', 'Live Music', 30, 2, night, 'low', ['indoor', 'step-free', 'nightlife'], "Rem Koolhaas's concert hall, home of the city's orchestras; tickets vary by performance."),
    ],
  },
];
