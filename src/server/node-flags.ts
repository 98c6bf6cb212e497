/**
 * The flags `npm start` gives Node for the server, and every script or test that starts the server
 * as its own process (decision 0214). `package.json`'s start script writes them out too
 * (node-flags.test.ts keeps the two the same). They are V8 flags: Node takes them only on the
 * command line, not from NODE_OPTIONS or once running.
 *
 * - `--liftoff-only`: the embedded database is PostgreSQL compiled to WebAssembly. V8's optimising
 *   compiler would recompile its hot functions in the background a few seconds after start, which
 *   took 500-650 MB for about a second here, for no gain we could measure on our queries (the
 *   baseline compiler's code runs them as fast). On PostgreSQL nothing is WebAssembly: no effect.
 * - `--max-semi-space-size=8` (MB): caps the young generation. V8 sized it for this machine's
 *   24 GB and kept a 200 MB heap after start; with the cap the idle heap is about 80 MB.
 */
export const serverNodeFlags = ['--liftoff-only', '--max-semi-space-size=8'] as const;
