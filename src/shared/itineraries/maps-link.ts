/**
 * A maps search for a venue in the trip's destination: Google Maps' keyless search URL, which
 * needs no API key and opens the app on phones that have it.
 */
export function mapsSearchUrl(venue: string, destination: string): string {
  const query = [venue.trim(), destination.trim()].filter(Boolean).join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
