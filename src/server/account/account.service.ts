import { eq, sql } from 'drizzle-orm';
import { splitFullName } from '../../shared/auth/auth.schema.ts';
import type { Me } from '../../shared/account/me.schema.ts';
import { effectivePlanSql } from '../auth/plans.ts';
import type { Database } from '../db/client.ts';
import { user, userAvatars } from '../db/schema/index.ts';
import type { AuthUser } from '../auth/auth.ts';

export interface AccountService {
  me(userId: string): Promise<Me | undefined>;
  updateName(userId: string, name: string): Promise<Me | undefined>;
  saveAvatar(userId: string, webp: Buffer): Promise<Me | undefined>;
  removeAvatar(userId: string): Promise<Me | undefined>;
  avatar(userId: string): Promise<{ contentType: string; bytes: Buffer; updatedAt: Date } | undefined>;
}

type UserRow = Pick<AuthUser, 'id' | 'email' | 'name' | 'image' | 'role' | 'plan' | 'createdAt'> & {
  firstName: string | null | undefined;
  lastName: string | null | undefined;
};

/** The spec's user object: plan label Admin for admins, otherwise the plan. */
export function toMe(row: UserRow): Me {
  const role = row.role === 'admin' ? 'admin' : 'user';
  const plan = row.plan;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    firstName: row.firstName ?? null,
    lastName: row.lastName ?? null,
    photoURL: row.image ?? null,
    role,
    plan,
    planLabel: role === 'admin' ? 'Admin' : plan === 'premium' ? 'Premium' : 'Free',
    isAdmin: role === 'admin',
    isSubscribed: plan === 'premium',
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

const meColumns = {
  id: user.id,
  email: user.email,
  name: user.name,
  image: user.image,
  role: user.role,
  // The plan the user's subscriptions give them now (an ended grant or subscription is free).
  plan: effectivePlanSql(sql`${user}.id`),
  createdAt: user.createdAt,
  firstName: user.firstName,
  lastName: user.lastName,
};

export function createAccountService(db: Database): AccountService {
  async function me(userId: string) {
    const [row] = await db.select(meColumns).from(user).where(eq(user.id, userId)).limit(1);
    return row ? toMe(row) : undefined;
  }

  return {
    me,
    async updateName(userId, name) {
      const { firstName, lastName } = splitFullName(name);
      await db
        .update(user)
        .set({ name, firstName, lastName: lastName || null, updatedAt: sql`now()` })
        .where(eq(user.id, userId));
      return me(userId);
    },
    async saveAvatar(userId, webp) {
      const updatedAt = new Date();
      await db.transaction(async (tx) => {
        await tx
          .insert(userAvatars)
          .values({ userId, contentType: 'image/webp', bytes: webp, updatedAt })
          .onConflictDoUpdate({ target: userAvatars.userId, set: { contentType: 'image/webp', bytes: webp, updatedAt } });
        // The version in the URL lets browsers cache a photo for good and still see a new one.
        await tx
          .update(user)
          .set({ image: `/api/avatars/${encodeURIComponent(userId)}?v=${updatedAt.getTime()}`, updatedAt: sql`now()` })
          .where(eq(user.id, userId));
      });
      return me(userId);
    },
    async removeAvatar(userId) {
      await db.transaction(async (tx) => {
        await tx.delete(userAvatars).where(eq(userAvatars.userId, userId));
        await tx.update(user).set({ image: null, updatedAt: sql`now()` }).where(eq(user.id, userId));
      });
      return me(userId);
    },
    async avatar(userId) {
      const [row] = await db
        .select({ contentType: userAvatars.contentType, bytes: userAvatars.bytes, updatedAt: userAvatars.updatedAt })
        .from(userAvatars)
        .where(eq(userAvatars.userId, userId))
        .limit(1);
      return row;
    },
  };
}
