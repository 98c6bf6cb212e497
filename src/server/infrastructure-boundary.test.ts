import { existsSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
// One instance: loading the project's config is the slow part.
const eslint = new ESLint({ cwd: root });

const importRules = new Set(['no-restricted-imports', 'server-zones/infrastructure-knows-no-feature']);

/** The messages ESLint's project config gives `code` as if it were the file at `file`. */
async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((message) => message.ruleId && importRules.has(message.ruleId)).map((message) => message.message);
}

describe('the server zone: infrastructure knows no feature', { timeout: 60_000 }, () => {
  it('refuses a feature import in auth, mail, db and config', async () => {
    expect(await lint('src/server/auth/fixture.ts', "import { createInvitesService } from '../invites/invites.service.ts';\nexport const x = createInvitesService;\n")).toEqual([
      expect.stringMatching(/Infrastructure .* must not import a feature .*here: invites/),
    ]);
    expect(await lint('src/server/mail/fixture.ts', "import { adminRoutes } from '../admin/admin.routes.ts';\nexport const x = adminRoutes;\n")).toHaveLength(1);
    expect(await lint('src/server/db/schema/fixture.ts', "import { seedAdvisors } from '../../advisors/seed-advisors.ts';\nexport const x = seedAdvisors;\n")).toHaveLength(1);
    expect(await lint('src/server/config.ts', "import { boot } from './boot.ts';\nexport const x = boot;\n")).toHaveLength(1);
    // The job queue: a feature defines its job kinds and workers; the queue knows none of them.
    expect(await lint('src/server/jobs/fixture.ts', "import { createMemoryWriter } from '../memories/memory-writer.ts';\nexport const x = createMemoryWriter;\n")).toEqual([
      expect.stringMatching(/Infrastructure .* must not import a feature .*here: memories/),
    ]);
  });

  it('lets infrastructure use shared/ and other infrastructure, and lets a feature use infrastructure', async () => {
    expect(await lint('src/server/mail/fixture.ts', "import { invitationValidityDays } from '../../shared/invites/invite-request.schema.ts';\nimport { mailOutbox } from '../db/schema/index.ts';\nexport const x = [invitationValidityDays, mailOutbox];\n")).toEqual([]);
    expect(await lint('src/server/invites/fixture.ts', "import { requireAdmin } from '../auth/guards.ts';\nexport const x = requireAdmin;\n")).toEqual([]);
  });

  it('refuses the features no list names: safety, faq, and one made tomorrow', async () => {
    expect(await lint('src/server/llm/fixture.ts', "import { checkCrisisTurns } from '../safety/index.ts';\nexport const x = checkCrisisTurns;\n")).toEqual([expect.stringMatching(/here: safety/)]);
    expect(await lint('src/server/http/fixture.ts', "import { faqRoutes } from '../faq/faq.routes.ts';\nexport const x = faqRoutes;\n")).toEqual([expect.stringMatching(/here: faq/)]);
    expect(await lint('src/server/rate-limits/fixture.ts', "import { y } from '../tomorrow/index.ts';\nexport const x = y;\n")).toEqual([expect.stringMatching(/here: tomorrow/)]);
  });

  it('names only infrastructure that exists, so a rename cannot open the zone', async () => {
    const config = (await eslint.calculateConfigForFile(path.join(root, 'src/server/llm/index.ts'))) as { rules: Record<string, [string, { infrastructure: string[] }]> };
    const infrastructure = config.rules['server-zones/infrastructure-knows-no-feature']?.[1].infrastructure ?? [];
    expect(infrastructure).toContain('llm');
    for (const name of infrastructure) expect(existsSync(path.join(root, 'src/server', name)), name).toBe(true);
  });

  it('still keeps the client out of infrastructure', async () => {
    expect(await lint('src/server/http/fixture.ts', "import { api } from '../../client/lib/api.ts';\nexport const x = api;\n")).toEqual([expect.stringMatching(/must not import client code/)]);
  });
});
