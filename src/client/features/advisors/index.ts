// The advisors feature's public entry: the directory's data, and the cards other features show.
// Its route screens (screens/*.tsx) are loaded by app/router.tsx with import() only, so that
// each stays its own chunk; they are not re-exported here (docs/architecture.md).
export { advisorQueryOptions } from './api/get-advisor.ts';
export { useAdvisors } from './api/get-advisors.ts';
export { AdvisorCard, AdvisorCardSkeleton } from './components/advisor-card.tsx';
export { AdvisorCarousel } from './components/advisor-carousel.tsx';
export { AdvisorGrid } from './components/advisor-grid.tsx';
export { fallbackAdvisorRecords } from './fallback-advisors.ts';
/**
 * The one screen the router does not load from here: app/screens/advisor-detail-screen.tsx composes
 * it with chat's call to action, and the router loads that composition lazily.
 */
export { AdvisorDetailScreen } from './screens/advisor-detail-screen.tsx';
