/**
 * The people a load test plays: users signed up through the real sign-up route (SIGNUP_MODE=open),
 * admins made by the operator's `user:create`, and anonymous visitors. Each has an address of its
 * own, sent as X-Forwarded-For to an app that trusts 127.0.0.1 as its proxy: that is how a
 * thousand people look to an app behind nginx, and it keeps the per-address limits (sign-up 5 a
 * minute, sign-in 3 in 10 s) per person, as in production, instead of one shared by everyone.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
export const loadPassword = 'load-test-Passphrase-2026';

export interface LoadUser {
  email: string;
  ip: string;
  cookie: string;
  admin: boolean;
  /** When each of the last minute's API requests started (the API limit is per user per minute). */
  requests: number[];
  chats: number[];
  chatsToday: number;
  chatsInFlight: number;
  plans: number[];
  planInFlight: boolean;
  signIns: number[];
}

export function addressOf(index: number, net = 20): string {
  return `10.${net}.${Math.floor(index / 250)}.${(index % 250) + 1}`;
}

function cookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

function newUser(email: string, ip: string, cookie: string, admin: boolean): LoadUser {
  return { email, ip, cookie, admin, requests: [], chats: [], chatsToday: 0, chatsInFlight: 0, plans: [], planInFlight: false, signIns: [] };
}

export async function signUp(baseUrl: string, email: string, ip: string): Promise<LoadUser> {
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': ip },
    body: JSON.stringify({ name: 'Load Tester', email, password: loadPassword }),
  });
  if (!response.ok) throw new Error(`sign-up ${email}: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
  return newUser(email, ip, cookieOf(response), false);
}

export async function signIn(baseUrl: string, user: Pick<LoadUser, 'email' | 'ip'>): Promise<Response> {
  return fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-forwarded-for': user.ip },
    body: JSON.stringify({ email: user.email, password: loadPassword }),
  });
}

/** `count` users signed up a few at a time (each sign-up hashes a password: CPU-bound). */
export async function signUpUsers(baseUrl: string, count: number, tag: string): Promise<LoadUser[]> {
  const users: LoadUser[] = [];
  for (let start = 0; start < count; start += 8) {
    const batch = Array.from({ length: Math.min(8, count - start) }, (_, offset) => start + offset);
    users.push(...(await Promise.all(batch.map((index) => signUp(baseUrl, `load-${tag}-${index}@example.com`, addressOf(index))))));
  }
  return users;
}

/** Admins through the operator's command against the cluster's database, then signed in. */
export async function createAdmins(baseUrl: string, { databaseUrl, authSecret }: { databaseUrl: string; authSecret: string }, count: number, tag: string): Promise<LoadUser[]> {
  const admins: LoadUser[] = [];
  for (let index = 0; index < count; index++) {
    const email = `load-admin-${tag}-${index}@example.com`;
    const ip = addressOf(index, 30);
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, ['scripts/user-create.ts', '--email', email, '--password', loadPassword, '--name', 'Load Admin', '--role', 'admin'], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'pipe'],
        env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'error', AUTH_SECRET: authSecret },
      });
      let errors = '';
      child.stderr.on('data', (chunk) => (errors += chunk));
      child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`user:create ${email}: exit ${code} ${errors}`))));
    });
    const response = await signIn(baseUrl, { email, ip });
    if (!response.ok) throw new Error(`admin sign-in ${email}: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    admins.push(newUser(email, ip, cookieOf(response), true));
  }
  return admins;
}

export async function firstAvailableAdvisor(baseUrl: string): Promise<{ id: string; slug: string; slugs: string[] }> {
  const response = await fetch(`${baseUrl}/api/advisors`, { headers: { 'x-forwarded-for': '10.99.0.1' } });
  const advisors = (await response.json()) as { id: string; slug: string; status: string | null }[];
  const available = advisors.find((advisor) => advisor.status === 'available');
  if (!available) throw new Error('no available advisor to chat with');
  return { id: available.id, slug: available.slug, slugs: advisors.map((advisor) => advisor.slug) };
}
