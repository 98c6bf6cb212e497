import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { findLoop } from './feature-boundaries.js';

/*
 * The project's own ESLint configuration, run on eslint/fixtures (which the normal lint ignores):
 * each fixture breaks one rule of the layout, or keeps it, on purpose.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const fixtures = path.join(here, 'fixtures');

type Found = Record<string, { rule: string | null; message: string }[]>;
let found: Found;

beforeAll(async () => {
  const eslint = new ESLint({ cwd: fixtures, overrideConfigFile: path.join(here, '..', 'eslint.config.js') });
  const results = await eslint.lintFiles(['src/**/*.{ts,tsx}']);
  found = Object.fromEntries(
    results.map((result) => [
      path.relative(path.join(fixtures, 'src/client'), result.filePath).split(path.sep).join('/'),
      result.messages.map((message) => ({ rule: message.ruleId, message: message.message })),
    ]),
  );
}, 60_000);

const rules = (file: string) => (found[file] ?? []).map((message) => message.rule);

describe('the client boundaries', () => {
  it('lints every fixture', () => {
    expect(Object.keys(found).length).toBeGreaterThanOrEqual(10);
  });

  it('refuses an import past another feature’s index.ts', () => {
    expect(found['features/home/deep-import.ts']).toEqual([
      { rule: 'boundaries/feature-boundaries', message: "Import the 'advisors' feature through its public entry, features/advisors/index.ts." },
    ]);
  });

  it('accepts an import through the public entry, in an allowed direction', () => {
    expect(found['features/home/public-entry.ts']).toEqual([]);
    expect(found['features/advisors/index.ts']).toEqual([]);
  });

  it('refuses a feature importing one that depends on it', () => {
    expect(rules('features/advisors/wrong-direction.ts')).toEqual(['boundaries/feature-boundaries']);
    expect(found['features/advisors/wrong-direction.ts']?.[0]?.message).toMatch(/^The 'advisors' feature may not import 'chat'/);
  });

  it('refuses an import cycle', () => {
    expect(rules('lib/cycle-a.ts')).toEqual(['import-x/no-cycle']);
    expect(rules('lib/cycle-b.ts')).toEqual(['import-x/no-cycle']);
  });

  it('refuses a shared component importing a feature', () => {
    expect(rules('components/uses-feature.ts')).toEqual(['boundaries/feature-boundaries']);
  });

  it('lets only the router load a screen, and only lazily', () => {
    expect(found['app/router.tsx']).toEqual([
      { rule: 'boundaries/feature-boundaries', message: "Only app/router.tsx loads a route screen, and only with import(): use features/home/index.ts." },
    ]);
  });

  it('refuses reading the environment outside the two config files', () => {
    expect(rules('features/home/reads-env.ts')).toEqual(['no-restricted-syntax']);
  });
});

describe('the server boundaries', () => {
  const infrastructureRule = 'server-zones/infrastructure-knows-no-feature';

  it('refuses the model layer importing the crisis check', () => {
    expect(rules('../server/llm/checks-crisis.ts')).toEqual([infrastructureRule]);
    expect(found['../server/llm/checks-crisis.ts']?.[0]?.message).toMatch(/^Infrastructure \(.*llm.*\) must not import a feature .*\(here: safety\)/);
  });

  it('refuses a type-only import of a feature, however deep the importing file sits', () => {
    expect(found['../server/llm/offline/crisis-kind.ts']?.map((message) => message.message)).toEqual([expect.stringMatching(/\(here: safety\)/)]);
  });

  it('covers a brand-new feature folder without an edit to the configuration', async () => {
    // `lighthouse` exists only among the fixtures, and the configuration names no feature at all.
    const config = await readFile(path.join(here, '..', 'eslint.config.js'), 'utf8');
    expect(config).not.toMatch(/lighthouse/);
    expect(found['../server/mail/uses-new-feature.ts']?.map((message) => message.message)).toEqual([expect.stringMatching(/\(here: lighthouse\)/)]);
  });

  it('lets a feature use infrastructure, and infrastructure use infrastructure', () => {
    expect(found['../server/lighthouse/index.ts']).toEqual([]);
    expect(found['../server/mail/send-mail.ts']).toEqual([]);
  });
});

describe('findLoop', () => {
  it('names the loop in a table of feature dependencies', () => {
    expect(findLoop({ advisors: ['chat'], chat: ['advisors'] })).toEqual(['advisors', 'chat', 'advisors']);
    expect(findLoop({ advisors: ['auth'], auth: ['invites'], invites: ['advisors'] })).toEqual(['advisors', 'auth', 'invites', 'advisors']);
    expect(findLoop({ advisors: [], chat: ['advisors'] })).toBeUndefined();
  });
});
