import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags } from './node-flags.ts';

const root = path.resolve(import.meta.dirname, '../..');

describe('serverNodeFlags', () => {
  it('are the flags `npm start` gives the server', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.start).toContain(`node ${serverNodeFlags.join(' ')} src/server/main.ts`);
  });

  it('are accepted by this Node', async () => {
    const { execFileSync } = await import('node:child_process');
    // An unknown V8 flag only warns, so ask V8 to list what it knows and look for ours.
    const known = execFileSync(process.execPath, ['--v8-options'], { encoding: 'utf8' });
    for (const flag of serverNodeFlags) expect(known).toContain(`  ${flag.replace(/=.*$/, '')} `);
  });
});
