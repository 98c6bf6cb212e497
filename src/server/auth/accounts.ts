import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { splitFullName } from '../../shared/auth/auth.schema.ts';
import type { UserPlan, UserRole } from '../../shared/account/me.schema.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { account, user } from '../db/schema/index.ts';
import type { Auth } from './auth.ts';

export interface AccountInput {
  email: string;
  name: string;
  password?: string | undefined;
  role?: UserRole | undefined;
  plan?: UserPlan | undefined;
}

export type AccountOutcome = 'created' | 'updated' | 'unchanged';

/** The demo accounts of a laptop install, all with the same documented password. */
export const demoPassword = 'wayfinder-demo';
export const demoAccounts: readonly (AccountInput & { role: UserRole; plan: UserPlan })[] = [
  { email: 'free@wayfinder.local', name: 'Frankie Free', role: 'user', plan: 'free' },
  { email: 'premium@wayfinder.local', name: 'Priya Premium', role: 'user', plan: 'premium' },
  { email: 'admin@wayfinder.local', name: 'Ada Admin', role: 'admin', plan: 'free' },
];

async function findUserId(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  return row?.id;
}

/**
 * Creates a user through Better Auth's server API (so the password is hashed as sign-in expects
 * and the name is split like on sign-up), or, with `update`, brings an existing one in line:
 * name, role, plan and password.
 */
export async function upsertAccount(auth: Auth, db: Database, input: AccountInput, options: { update: boolean }): Promise<AccountOutcome> {
  const email = input.email.trim().toLowerCase();
  const name = input.name.trim();
  const existingId = await findUserId(db, email);
  if (!existingId) {
    await auth.api.createUser({
      body: { email, name, ...(input.password ? { password: input.password } : {}), role: input.role ?? 'user', data: { plan: input.plan ?? 'free' } },
    });
    return 'created';
  }
  if (!options.update) return 'unchanged';

  const { firstName, lastName } = splitFullName(name);
  await db
    .update(user)
    .set({
      name,
      firstName,
      lastName: lastName || null,
      ...(input.role ? { role: input.role } : {}),
      ...(input.plan ? { plan: input.plan } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(user.id, existingId));
  if (input.password) {
    const context = await auth.$context;
    const hash = await context.password.hash(input.password);
    const updated = await db
      .update(account)
      .set({ password: hash, updatedAt: sql`now()` })
      .where(and(eq(account.userId, existingId), eq(account.providerId, 'credential')))
      .returning({ id: account.id });
    if (updated.length === 0) {
      await db.insert(account).values({ id: randomUUID(), userId: existingId, accountId: existingId, providerId: 'credential', password: hash });
    }
  }
  return 'updated';
}

/**
 * Start-up accounts: the bootstrap admin from ADMIN_EMAIL/ADMIN_PASSWORD (created, or an existing
 * user promoted; an existing password is left alone so that a changed one survives restarts), and
 * the demo accounts when enabled (created only when missing).
 */
export async function bootstrapAccounts({ config, auth, db, log }: { config: Config; auth: Auth; db: Database; log: FastifyBaseLogger }): Promise<void> {
  if (config.adminEmail) {
    const existingId = await findUserId(db, config.adminEmail);
    if (existingId) {
      await db.update(user).set({ role: 'admin', updatedAt: sql`now()` }).where(eq(user.id, existingId));
      log.info({ email: config.adminEmail }, 'bootstrap admin: existing user has the admin role');
    } else if (config.adminPassword) {
      await upsertAccount(auth, db, { email: config.adminEmail, name: 'Admin', password: config.adminPassword, role: 'admin' }, { update: false });
      log.info({ email: config.adminEmail }, 'bootstrap admin created');
    } else {
      log.warn({ email: config.adminEmail }, 'ADMIN_EMAIL has no account yet and ADMIN_PASSWORD is not set: no admin created');
    }
  }
  if (config.demoAccounts) {
    for (const demo of demoAccounts) {
      const outcome = await upsertAccount(auth, db, { ...demo, password: demoPassword }, { update: false });
      if (outcome === 'created') log.info({ email: demo.email, role: demo.role, plan: demo.plan }, `demo account created: ${demo.email} (password ${demoPassword})`);
    }
  }
}
