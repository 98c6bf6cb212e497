export { type CrisisKind, type CrisisSignal, detectCrisisSignal, findCrisisSignal, loadCrisisCheck } from './crisis-check.ts';
export { type CrisisFinding, type CrisisTurns, checkCrisisTurns } from './crisis-turns.ts';
export { type CrisisSecondOpinion, createModelSecondOpinion, noSecondOpinion } from './crisis-second-opinion.ts';
export { type CrisisCheck, type CrisisScreen, type CrisisScreening, createCrisisScreen, crisisPriorTurns, freeTextOf } from './crisis-screen.ts';
