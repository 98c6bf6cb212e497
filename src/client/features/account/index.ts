// The account feature's public entry: what Premium costs and gives, which the pricing and home
// pages show too.
// Its route screens (screens/*.tsx) are loaded by app/router.tsx with import() only, so that
// each stays its own chunk; they are not re-exported here (docs/architecture.md).
export { freeChatsNote, premiumBenefits, premiumMonthlyPrice } from './premium-plan.ts';
