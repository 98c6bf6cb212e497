// The planner feature's public entry. Its only screen (screens/planner-screen.tsx) is loaded by
// app/router.tsx with import(), so that it stays its own chunk (docs/architecture.md); nothing
// else is used from outside.
export {};
