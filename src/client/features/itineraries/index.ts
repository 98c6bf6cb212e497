// The itineraries feature's public entry: the planner, the saved itineraries and a shared trip.
// Its route screens (screens/*.tsx) are loaded by app/router.tsx with import() only, so that each
// stays its own chunk (docs/architecture.md); no other feature uses anything of it.
export {};
