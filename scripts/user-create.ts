/**
 * `npm run user:create -- --email E --password P --name N [--role admin] [--plan premium]`
 * Creates the user, or updates an existing one (name, password, and role and plan when given),
 * with the app's own configuration and database. With the embedded database the app must be
 * stopped: PGlite's data directory belongs to one process.
 */
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { fullNameSchema } from '../src/shared/auth/auth.schema.ts';
import { emailSchema } from '../src/shared/newsletter/newsletter.schema.ts';
import { userPlans, userRoles, type UserPlan, type UserRole } from '../src/shared/account/me.schema.ts';
import { boot } from '../src/server/boot.ts';
import { ConfigError, loadConfig } from '../src/server/config.ts';
import { DataDirLockedError } from '../src/server/db/data-dir-lock.ts';
import { upsertAccount } from '../src/server/auth/accounts.ts';
import { passwordProblem } from '../src/server/auth/password-policy.ts';

const usage = 'Usage: npm run user:create -- --email E --password P --name N [--role user|admin] [--plan free|premium]';

class UsageError extends Error {}

function readArguments() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      role: { type: 'string' },
      plan: { type: 'string' },
    },
    strict: true,
  });
  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) throw new UsageError(`--email: ${email.error.issues[0]?.message ?? 'required'}`);
  const name = fullNameSchema.safeParse(values.name ?? '');
  if (!name.success) throw new UsageError(`--name: ${name.error.issues[0]?.message ?? 'required'}`);
  if (!values.password) throw new UsageError('--password: required');
  const problem = passwordProblem(values.password, { email: email.data, name: name.data });
  if (problem) throw new UsageError(`--password: ${problem}`);
  if (values.role !== undefined && !userRoles.includes(values.role as UserRole)) throw new UsageError(`--role: one of ${userRoles.join(', ')}`);
  if (values.plan !== undefined && !userPlans.includes(values.plan as UserPlan)) throw new UsageError(`--plan: one of ${userPlans.join(', ')}`);
  return { email: email.data.toLowerCase(), name: name.data, password: values.password, role: values.role as UserRole | undefined, plan: values.plan as UserPlan | undefined };
}

async function main(): Promise<void> {
  const input = readArguments();
  const config = loadConfig();
  const log = pino({ level: config.logLevel === 'info' ? 'warn' : config.logLevel });
  const platform = await boot({ config, log, purpose: 'operator' });
  try {
    const outcome = await upsertAccount(platform.auth, platform.database.db, input, { update: true });
    const details = [input.role && `role ${input.role}`, input.plan && `plan ${input.plan}`].filter(Boolean).join(', ');
    console.log(`User ${input.email} ${outcome}${details ? ` (${details})` : ''}.`);
  } finally {
    await platform.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n${usage}`);
  } else if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
