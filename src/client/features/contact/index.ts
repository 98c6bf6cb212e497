// The contact feature's public entry. Nothing is used from outside but its screen.
// Its route screens (screens/*.tsx) are loaded by app/router.tsx with import() only, so that
// each stays its own chunk; they are not re-exported here (docs/architecture.md).
export {};
