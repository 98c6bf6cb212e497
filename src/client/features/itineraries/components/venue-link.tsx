import { MapPin } from 'lucide-react';
import { mapsSearchUrl } from '../../../../shared/itineraries/maps-link.ts';

/** A venue as a maps search of the venue and the destination, in a new tab (spec: venue names link to a maps search). */
export function VenueLink({ venue, destination }: { venue: string; destination: string }) {
  return (
    <a
      href={mapsSearchUrl(venue, destination)}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex max-w-full items-start gap-1 rounded-sm text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <MapPin aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <span className="min-w-0 break-words">
        {venue}
        <span className="sr-only"> (opens a map in a new tab)</span>
      </span>
    </a>
  );
}
