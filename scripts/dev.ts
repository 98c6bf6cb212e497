/**
 * `npm run dev`: the API with Node's watch mode on port 3001 and Vite's dev server (hot reload)
 * on port 3000, proxying /api to it. Open http://localhost:3000.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { serverNodeFlags } from '../src/server/node-flags.ts';

const root = path.resolve(import.meta.dirname, '..');
const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';

const children = [
  spawn(process.execPath, [...serverNodeFlags, '--watch', '--watch-preserve-output', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}` },
  }),
  spawn(path.join(root, 'node_modules', '.bin', 'vite'), [], { cwd: root, stdio: 'inherit', env: { ...process.env, PORT: port, API_PORT: apiPort } }),
];

const stop = (signal: NodeJS.Signals) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
for (const child of children) {
  child.on('exit', (code) => {
    stop('SIGTERM');
    process.exitCode = code ?? 0;
  });
}
