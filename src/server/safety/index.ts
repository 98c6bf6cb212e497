export { type CrisisKind, type CrisisSignal, detectCrisisSignal, findCrisisSignal } from './crisis-check.ts';
