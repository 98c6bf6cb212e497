import type { ReactNode } from 'react';
import { Plane } from 'lucide-react';
import { flightEstimate, flightTitle, isGenericFlight } from '../../../../shared/itineraries/flight-text.ts';
import type { SharedDayEntry } from '../../../../shared/itineraries/itinerary.schema.ts';
import { money } from './costs.ts';

type Flight = NonNullable<SharedDayEntry['flights']>[number];

/**
 * A day's flights. A generic flight (the offline planner's: no airline, never an invented one) is
 * titled by its route and priced as an estimate per person, with the party's total; a model's
 * flight shows its airline and number and the fare as given.
 */
export function DayFlights({ flights, numPeople, showCosts, heading }: { flights: readonly Flight[]; numPeople: number; showCosts: boolean; heading: ReactNode }) {
  return (
    <div>
      {heading}
      <ul className="space-y-2">
        {flights.map((flight, index) => (
          <FlightItem key={`${flight.flightNumber}-${flight.departureAirport}-${index}`} flight={flight} numPeople={numPeople} showCosts={showCosts} />
        ))}
      </ul>
    </div>
  );
}

function FlightItem({ flight, numPeople, showCosts }: { flight: Flight; numPeople: number; showCosts: boolean }) {
  const generic = isGenericFlight(flight);
  const cost = showCosts && flight.costCents !== undefined ? flight.costCents : undefined;
  const estimate = generic && cost !== undefined ? flightEstimate(cost, numPeople) : undefined;
  const times = [flight.departureTime, flight.arrivalTime].filter(Boolean).join(' – ');
  return (
    <li className="rounded-lg border border-primary/25 bg-primary/5 p-3">
      <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <p className="flex items-center gap-2 font-medium">
          <Plane aria-hidden="true" className="size-4 shrink-0 text-primary" />
          {generic ? (
            flightTitle(flight)
          ) : (
            <span>
              {flight.airline} <span className="text-muted-foreground">{flight.flightNumber}</span>
            </span>
          )}
        </p>
        {cost !== undefined && !estimate && <span className="text-sm font-medium tabular-nums">{money(cost)}</span>}
      </div>
      {!generic && (
        <p className="mt-1 text-sm">
          {flight.departureAirport} <span aria-hidden="true">→</span>
          <span className="sr-only"> to </span> {flight.arrivalAirport}
        </p>
      )}
      <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-muted-foreground">
        {times && <span>{times}</span>}
        {flight.duration && <span>{generic ? flight.duration : `Duration: ${flight.duration}`}</span>}
      </p>
      {estimate && (
        <p className="mt-1 text-sm">
          <span className="font-medium tabular-nums">{estimate.perPerson}</span>
          {estimate.party && <span className="text-muted-foreground tabular-nums"> · {estimate.party}</span>}
        </p>
      )}
    </li>
  );
}
