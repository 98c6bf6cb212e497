import { eq, sql } from 'drizzle-orm';
import { upsertAccount } from '../../../../src/server/auth/accounts.ts';
import { user as userTable } from '../../../../src/server/db/schema/index.ts';
import { cookieHeader, type Role, signUpAndSignIn, type TestServer, type TestUser } from '../test-server.ts';
import { effectivePlanSql, premiumUntilSql } from '../../../../src/server/auth/plans.ts';

type Member = Exclude<Role, 'visitor'>;
const members: Record<Member, { role: 'user' | 'admin'; plan: 'free' | 'premium' }> = {
  free: { role: 'user', plan: 'free' },
  premium: { role: 'user', plan: 'premium' },
  admin: { role: 'admin', plan: 'free' },
};

/**
 * The suite's three signed-in users. Fuzzed requests may sign one out, change its password, role
 * or plan, ban or even delete it (Better Auth's endpoints and the admin's customer actions take the
 * suite's own ids and passwords among their inputs): after each such request `keep` checks every
 * user and puts back what changed, signing in again where the session is gone. Each repair is
 * counted, so the figures say how often it happened.
 */
export class SuiteUsers {
  readonly users: Record<Member, TestUser>;
  readonly repairs: string[] = [];
  readonly #server: TestServer;

  private constructor(server: TestServer, users: Record<Member, TestUser>) {
    this.#server = server;
    this.users = users;
  }

  static async create(server: TestServer): Promise<SuiteUsers> {
    const users = {} as Record<Member, TestUser>;
    for (const [member, { role, plan }] of Object.entries(members) as [Member, (typeof members)[Member]][]) {
      users[member] = await signUpAndSignIn(server, { role, plan, name: `Fuzz ${member}`, email: `fuzz-${member}@example.com` });
    }
    return new SuiteUsers(server, users);
  }

  /** The headers a role's request starts from: its session cookie and our own Origin. */
  headersFor(role: Role): Record<string, string> {
    return role === 'visitor' ? { origin: this.#server.url } : { ...this.users[role].headers };
  }

  /** Checks each user's row and session; repairs and signs in again where a request changed them. */
  async keep(after: string): Promise<void> {
    for (const member of Object.keys(members) as Member[]) {
      const problem = await this.#problemOf(member);
      if (!problem) continue;
      await this.#repair(member);
      this.repairs.push(`${member}: ${problem} (after ${after})`);
    }
  }

  async #problemOf(member: Member): Promise<string | undefined> {
    const expected = members[member];
    const current = this.users[member];
    const [row] = await this.#server.database.db
      .select({ id: userTable.id, role: userTable.role, plan: effectivePlanSql(sql`${userTable}.id`), premiumUntil: premiumUntilSql(sql`${userTable}.id`), banned: userTable.banned })
      .from(userTable)
      .where(eq(userTable.email, current.email))
      .limit(1);
    if (!row) return 'user deleted';
    if (row.role !== expected.role) return `role became ${row.role}`;
    if (row.plan !== expected.plan || row.premiumUntil !== null) return `plan became ${row.plan}${row.premiumUntil ? ' with an end date' : ''}`;
    if (row.banned) return 'banned';
    const session = await this.#server.auth.api.getSession({ headers: new Headers({ cookie: current.headers.cookie ?? '' }) });
    if (session?.user.id !== row.id) return 'session ended';
    return undefined;
  }

  async #repair(member: Member): Promise<void> {
    const { role, plan } = members[member];
    const current = this.users[member];
    const { db } = this.#server.database;
    // Back to the suite's password, role and plan (created again if deleted), then unbanned.
    // Free first, so that a Premium member gets a fresh grant without an end whatever was granted since.
    await upsertAccount(this.#server.auth, db, { email: current.email, name: current.name, password: current.password, role, plan: 'free' }, { update: true });
    if (plan === 'premium') await upsertAccount(this.#server.auth, db, { email: current.email, name: current.name, role, plan }, { update: true });
    await db.update(userTable).set({ banned: false, banReason: null, banExpires: null }).where(eq(userTable.email, current.email));
    const signedIn = await this.#server.auth.api.signInEmail({ body: { email: current.email, password: current.password }, returnHeaders: true });
    this.users[member] = { ...current, id: signedIn.response.user.id, headers: { cookie: cookieHeader(signedIn.headers.getSetCookie()), origin: this.#server.url } };
  }
}
