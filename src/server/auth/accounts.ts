import { randomBytes, randomUUID } from 'node:crypto';
import { verifyPassword } from 'better-auth/crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { splitFullName } from '../../shared/auth/auth.schema.ts';
import type { UserPlan, UserRole } from '../../shared/account/me.schema.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { account, session, user } from '../db/schema/index.ts';
import type { Auth } from './auth.ts';
import { selectPasswordHash } from './auth.queries.ts';
import { grantPremium, planOf, revokePremium } from './plans.ts';

export interface AccountInput {
  email: string;
  name: string;
  password?: string | undefined;
  role?: UserRole | undefined;
  plan?: UserPlan | undefined;
}

export type AccountOutcome = 'created' | 'updated' | 'unchanged';

/**
 * The demo accounts of a laptop install. Frankie and Priya share the README's password; the demo
 * admin's is generated at its first start and printed once in the log (an admin with a password
 * from the README would be everyone's admin).
 */
export const demoPassword = 'wayfinder-demo';
export const demoAccounts: readonly (AccountInput & { role: UserRole; plan: UserPlan })[] = [
  { email: 'free@wayfinder.local', name: 'Frankie Free', role: 'user', plan: 'free' },
  { email: 'premium@wayfinder.local', name: 'Priya Premium', role: 'user', plan: 'premium' },
  { email: 'admin@wayfinder.local', name: 'Ada Admin', role: 'admin', plan: 'free' },
];

/** Marks the demo users that start-up disabled, so that turning demo accounts on again lifts only those bans. */
export const demoAccountsOffReason = 'Demo accounts are turned off (DEMO_ACCOUNTS)';

async function findUserId(db: Database, email: string): Promise<string | undefined> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email)).limit(1);
  return row?.id;
}

/** Sets a user's email-and-password credential, hashed the way Better Auth checks it at sign-in. */
async function setPassword(auth: Auth, db: Database, userId: string, password: string): Promise<void> {
  const context = await auth.$context;
  const hash = await context.password.hash(password);
  const updated = await db
    .update(account)
    .set({ password: hash, updatedAt: sql`now()` })
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .returning({ id: account.id });
  if (updated.length === 0) {
    await db.insert(account).values({ id: randomUUID(), userId, accountId: userId, providerId: 'credential', password: hash });
  }
}

/**
 * Start-up's one check of a password (the demo admin's): Better Auth's own check, on libuv's pool,
 * not the sign-in threads (password-hashing.ts), which would then stay up a minute on an idle server.
 */
async function hasPassword(db: Database, userId: string, password: string): Promise<boolean> {
  const hash = await selectPasswordHash(db, userId);
  return hash ? verifyPassword({ hash, password }) : false;
}

const generatePassword = () => randomBytes(18).toString('base64url');

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
    const created = await auth.api.createUser({
      body: { email, name, ...(input.password ? { password: input.password } : {}), role: input.role ?? 'user' },
    });
    if (input.plan === 'premium') await grantPremium(db, { userId: created.user.id, until: null, grantedBy: null });
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
      updatedAt: sql`now()`,
    })
    .where(eq(user.id, existingId));
  // The plan as an admin's grant would set it: Premium without an end, or free again.
  if (input.plan === 'premium' && (await planOf(db, existingId)) !== 'premium') await grantPremium(db, { userId: existingId, until: null, grantedBy: null });
  if (input.plan === 'free') await revokePremium(db, existingId);
  if (input.password) await setPassword(auth, db, existingId, input.password);
  return 'updated';
}

/** Prints the demo admin's password: the only place it is ever shown. */
function printDemoAdminPassword(log: FastifyBaseLogger, email: string, why: string, password: string): void {
  log.warn({ event: 'demo_admin_password', email }, `Demo admin ${email} ${why}: sign in with the password ${password} (shown only this once; change it on /profile)`);
}

/**
 * Demo accounts on: each one is created when missing (the admin with a generated password), a demo
 * user that start-up disabled earlier is enabled again, and a demo admin still holding the README's
 * password (an install from before generated passwords) gets a generated one.
 */
async function enableDemoAccounts({ config, auth, db, log }: { config: Config; auth: Auth; db: Database; log: FastifyBaseLogger }): Promise<void> {
  if (config.demoAccountsForced) {
    log.warn(
      { event: 'demo_accounts_forced', publicUrl: config.publicUrl },
      `DEMO_ACCOUNTS=on: demo accounts are enabled at ${config.publicUrl}, and anyone who reads the README can sign in as ${demoAccounts
        .filter((demo) => demo.role !== 'admin')
        .map((demo) => demo.email)
        .join(' or ')} with the password ${demoPassword}. Never set this on a server that holds real people's data.`,
    );
  }
  for (const demo of demoAccounts) {
    const [existing] = await db.select({ id: user.id, banned: user.banned, banReason: user.banReason }).from(user).where(eq(user.email, demo.email)).limit(1);
    if (!existing) {
      const password = demo.role === 'admin' ? generatePassword() : demoPassword;
      await upsertAccount(auth, db, { ...demo, password }, { update: false });
      if (demo.role === 'admin') printDemoAdminPassword(log, demo.email, 'created', password);
      else log.info({ email: demo.email, role: demo.role, plan: demo.plan }, `demo account created: ${demo.email} (password ${demoPassword})`);
      continue;
    }
    if (existing.banned && existing.banReason === demoAccountsOffReason) {
      await db.update(user).set({ banned: false, banReason: null, banExpires: null, updatedAt: sql`now()` }).where(eq(user.id, existing.id));
      log.info({ email: demo.email }, 'demo account enabled again');
    }
    if (demo.role === 'admin' && (await hasPassword(db, existing.id, demoPassword))) {
      const password = generatePassword();
      await setPassword(auth, db, existing.id, password);
      printDemoAdminPassword(log, demo.email, 'no longer has the README password', password);
    }
  }
}

/**
 * Demo accounts off: the demo users that exist are banned (Better Auth then refuses their sign-in)
 * and their sessions end. A user an admin banned for another reason keeps that ban and reason.
 */
async function disableDemoAccounts({ config, db, log }: { config: Config; db: Database; log: FastifyBaseLogger }): Promise<void> {
  // The bootstrap admin stays, even if an operator chose a demo address for it.
  const emails = demoAccounts.map((demo) => demo.email).filter((email) => email !== config.adminEmail);
  const disabled = await db
    .update(user)
    .set({ banned: true, banReason: demoAccountsOffReason, banExpires: null, updatedAt: sql`now()` })
    .where(and(inArray(user.email, emails), eq(user.banned, false)))
    .returning({ id: user.id, email: user.email });
  if (disabled.length === 0) return;
  await db.delete(session).where(inArray(session.userId, disabled.map((row) => row.id)));
  log.warn({ emails: disabled.map((row) => row.email) }, 'demo accounts are off: the existing demo users are disabled and signed out');
}

/**
 * Start-up accounts: the bootstrap admin from ADMIN_EMAIL/ADMIN_PASSWORD (created, or an existing
 * user promoted; an existing password is left alone so that a changed one survives restarts), and
 * the demo accounts, enabled or disabled as the configuration says.
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
  if (config.demoAccounts) await enableDemoAccounts({ config, auth, db, log });
  else await disableDemoAccounts({ config, db, log });
}
