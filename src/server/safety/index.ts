export type { CrisisFinding, CrisisKind } from './crisis-check.ts';
export { warmCrisisThreads as loadCrisisCheck } from './crisis-threads.ts';
export { type CrisisTurns, checkCrisisTurns } from './crisis-turns.ts';
export { type CrisisSecondOpinion, createModelSecondOpinion, noSecondOpinion } from './crisis-second-opinion.ts';
export { type CrisisCheck, type CrisisScreen, type CrisisScreening, createCrisisScreen, crisisPriorTurns, freeTextOf } from './crisis-screen.ts';
