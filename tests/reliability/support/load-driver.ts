/**
 * Mixed traffic at a fixed arrival rate (an open model: requests start on schedule whether or not
 * earlier ones have answered, as people do), with every user kept inside the app's default
 * limits, so a 429 in a run is a failure of the driver or of the limits, never expected noise.
 */
import { type LoadUser, signIn } from './load-users.ts';

type Kind = 'browse' | 'page' | 'read' | 'signIn' | 'admin' | 'deletePlan' | 'chat' | 'plan';
const streaming: ReadonlySet<Kind> = new Set(['chat', 'plan']);

/** Shares of the arrivals; the rest of the mix follows from what people do on the site. */
const mix: [Kind, number][] = [
  ['browse', 0.45],
  ['page', 0.08],
  ['read', 0.2],
  ['signIn', 0.04],
  ['admin', 0.08],
  ['chat', 0.12],
  ['plan', 0.03],
];

export interface LoadTarget {
  /** Where requests go (an instance, or nginx in front of several). */
  url: string;
  users: LoadUser[];
  admins: LoadUser[];
  advisorId: string;
  advisorSlugs: string[];
  /** Whether the client is built (the server-rendered pages answer). */
  pages: boolean;
  tripRequest: () => Record<string, unknown>;
}

export interface StepResult {
  rate: number;
  seconds: number;
  started: number;
  byKind: Record<string, { count: number; p99: number }>;
  nonStreaming: { count: number; p50: number; p99: number; max: number };
  /** The same without sign-ins, whose latency starts at one password hash (see load.test.ts). */
  nonStreamingExceptSignIn: { count: number; p99: number };
  streams: { started: number; completed: number; firstByteP99: number };
  status5xx: number;
  status429: number;
  otherFailures: number;
  networkErrors: number;
  /** Arrivals that found no user inside the default limits, or that the driver could not start. */
  skipped: number;
  examples: string[];
  holds: boolean;
}

const limits = { apiPerMinute: 500, chatsPerMinute: 18, chatsPerDay: 95, chatsInFlight: 2, plansPer10Minutes: 9, signInsPer10Seconds: 2 };

function recent(times: number[], windowMs: number, now: number): number {
  while (times.length > 0 && (times[0] as number) <= now - windowMs) times.shift();
  return times.length;
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

function pick<T>(items: readonly T[]): T {
  return items[Math.floor(Math.random() * items.length)] as T;
}

function choose(): Kind {
  let roll = Math.random();
  for (const [kind, share] of mix) {
    roll -= share;
    if (roll < 0) return kind;
  }
  return 'browse';
}

/** A user who may do `kind` now without passing any default limit, marked as doing it. */
function userFor(kind: Kind, target: LoadTarget, now: number): LoadUser | undefined {
  const pool = kind === 'admin' ? target.admins : target.users;
  const offset = Math.floor(Math.random() * pool.length);
  for (let index = 0; index < pool.length; index++) {
    const user = pool[(offset + index) % pool.length] as LoadUser;
    if (recent(user.requests, 60_000, now) >= limits.apiPerMinute) continue;
    if (kind === 'chat' && (user.chatsInFlight >= limits.chatsInFlight || user.chatsToday >= limits.chatsPerDay || recent(user.chats, 60_000, now) >= limits.chatsPerMinute)) continue;
    if (kind === 'plan' && (user.planInFlight || recent(user.plans, 600_000, now) >= limits.plansPer10Minutes)) continue;
    if (kind === 'signIn' && recent(user.signIns, 10_000, now) >= limits.signInsPer10Seconds) continue;
    user.requests.push(now);
    if (kind === 'chat') {
      user.chats.push(now);
      user.chatsToday++;
      user.chatsInFlight++;
    }
    if (kind === 'plan') {
      user.plans.push(now);
      user.planInFlight = true;
    }
    if (kind === 'signIn') user.signIns.push(now);
    return user;
  }
  return undefined;
}

let visitor = 0;
function visitorAddress(): string {
  visitor = (visitor + 1) % 60_000;
  return `10.40.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`;
}

interface Outcome {
  status: number;
  ms: number;
  firstByteMs?: number;
  complete?: boolean;
  note?: string;
}

async function timed(run: () => Promise<Response>, stream: boolean, onBody?: (text: string) => void): Promise<Outcome> {
  const started = performance.now();
  const response = await run();
  if (!stream || !response.body || !(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    const text = await response.text();
    return { status: response.status, ms: performance.now() - started, note: response.ok ? undefined : text.slice(0, 160) };
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let firstByteMs: number | undefined;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    firstByteMs ??= performance.now() - started;
    text += decoder.decode(value, { stream: true });
  }
  onBody?.(text);
  const complete = text.includes('data: [DONE]') && !text.includes('event: error');
  return { status: response.status, ms: performance.now() - started, firstByteMs, complete, note: complete ? undefined : text.slice(-200) };
}

function request(kind: Kind, target: LoadTarget, user: LoadUser | undefined, record: (kind: Kind, outcome: Outcome) => void): Promise<Outcome> {
  const { url } = target;
  const as = (who: LoadUser) => ({ cookie: who.cookie, 'x-forwarded-for': who.ip, origin: url });
  const json = (who: LoadUser) => ({ ...as(who), 'content-type': 'application/json' });
  switch (kind) {
    case 'browse': {
      const path = pick(['/api/advisors', `/api/advisors/${pick(target.advisorSlugs)}`, '/api/site-info', '/api/faq']);
      return timed(() => fetch(`${url}${path}`, { headers: { 'x-forwarded-for': visitorAddress() } }), false);
    }
    case 'page':
      return timed(() => fetch(`${url}${pick(['/', '/advisors', `/advisors/${pick(target.advisorSlugs)}`, '/pricing', '/faq'])}`, { headers: { 'x-forwarded-for': visitorAddress() } }), false);
    case 'read': {
      const who = user as LoadUser;
      return timed(() => fetch(`${url}${pick(['/api/me', '/api/itineraries', '/api/itineraries/preferences'])}`, { headers: as(who) }), false);
    }
    case 'admin': {
      const who = user as LoadUser;
      return timed(() => fetch(`${url}/api/admin/${pick(['customers', 'feedback', 'mailing-list', 'faq', 'contact-messages'])}`, { headers: as(who) }), false);
    }
    case 'signIn':
      return timed(() => signIn(url, user as LoadUser), false);
    case 'chat': {
      const who = user as LoadUser;
      const body = { action: 'sendMessage', message: 'Help me plan my week so I have time to rest.', advisorId: target.advisorId, conversationHistory: [], threadId: null };
      return timed(() => fetch(`${url}/api/assistant`, { method: 'POST', headers: json(who), body: JSON.stringify(body) }), true).finally(() => who.chatsInFlight--);
    }
    case 'plan': {
      const who = user as LoadUser;
      let saved: string | undefined;
      return timed(() => fetch(`${url}/api/itineraries/generate`, { method: 'POST', headers: json(who), body: JSON.stringify(target.tripRequest()) }), true, (text) => {
        saved = /event: itinerary\ndata: (\{.*\})/.exec(text)?.[1];
      }).then(async (outcome) => {
        // Generating saves the trip; a free account keeps one, so the user deletes it, as people do.
        const id = saved ? (JSON.parse(saved) as { id: string }).id : undefined;
        if (id) {
          who.requests.push(Date.now());
          record('deletePlan', await timed(() => fetch(`${url}/api/itineraries/${id}`, { method: 'DELETE', headers: as(who) }), false));
        }
        who.planInFlight = false;
        return outcome;
      });
    }
    default:
      throw new Error(`no request for ${kind}`);
  }
}

/** `rate` arrivals a second for `seconds`, then waits for the streams; the step's figures. */
export async function runStep(target: LoadTarget, rate: number, seconds: number, maxInFlight = 800): Promise<StepResult> {
  const latencies = new Map<Kind, number[]>();
  const firstBytes: number[] = [];
  const result = { status5xx: 0, status429: 0, otherFailures: 0, networkErrors: 0, skipped: 0, streamsStarted: 0, streamsCompleted: 0 };
  const examples: string[] = [];
  const note = (line: string) => examples.length < 8 && examples.push(line);
  const record = (kind: Kind, outcome: Outcome) => {
    (latencies.get(kind) ?? latencies.set(kind, []).get(kind))?.push(outcome.ms);
    if (outcome.status >= 500) result.status5xx++;
    else if (outcome.status === 429) result.status429++;
    else if (outcome.status >= 400 && !(kind === 'page' && !target.pages)) result.otherFailures++;
    if (outcome.status >= 400) note(`${kind} ${outcome.status} ${outcome.note ?? ''}`);
    if (streaming.has(kind) && outcome.status === 200) {
      if (outcome.firstByteMs !== undefined) firstBytes.push(outcome.firstByteMs);
      if (outcome.complete) result.streamsCompleted++;
      else note(`${kind} incomplete: ${outcome.note ?? ''}`);
    }
  };
  const pending = new Set<Promise<void>>();
  const started = Date.now();
  const end = started + seconds * 1000;
  let launched = 0;
  while (Date.now() < end) {
    const due = Math.floor(((Date.now() - started) / 1000) * rate) - launched;
    for (let index = 0; index < due; index++) {
      launched++;
      const kind = choose();
      if (kind === 'page' && !target.pages) continue;
      const user = kind === 'browse' || kind === 'page' ? undefined : userFor(kind, target, Date.now());
      if ((kind !== 'browse' && kind !== 'page' && !user) || pending.size >= maxInFlight) {
        result.skipped++;
        continue;
      }
      if (streaming.has(kind)) result.streamsStarted++;
      const running = request(kind, target, user, record)
        .then((outcome) => record(kind, outcome))
        .catch((error: unknown) => {
          result.networkErrors++;
          note(`${kind} network: ${(error as Error).message}`);
        })
        .finally(() => pending.delete(running));
      pending.add(running);
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  await Promise.all(pending);

  const nonStreaming = [...latencies].filter(([kind]) => !streaming.has(kind)).flatMap(([, values]) => values);
  const exceptSignIn = [...latencies].filter(([kind]) => !streaming.has(kind) && kind !== 'signIn').flatMap(([, values]) => values);
  const byKind = Object.fromEntries([...latencies].map(([kind, values]) => [kind, { count: values.length, p99: Math.round(percentile(values, 99)) }]));
  const p99 = percentile(nonStreaming, 99);
  const holds =
    result.status5xx === 0 &&
    result.networkErrors === 0 &&
    result.status429 === 0 &&
    result.otherFailures === 0 &&
    result.streamsCompleted === result.streamsStarted &&
    result.skipped <= launched * 0.01 &&
    p99 < 200;
  return {
    rate,
    seconds,
    started,
    byKind,
    nonStreaming: { count: nonStreaming.length, p50: Math.round(percentile(nonStreaming, 50)), p99: Math.round(p99), max: Math.round(Math.max(0, ...nonStreaming)) },
    nonStreamingExceptSignIn: { count: exceptSignIn.length, p99: Math.round(percentile(exceptSignIn, 99)) },
    streams: { started: result.streamsStarted, completed: result.streamsCompleted, firstByteP99: Math.round(percentile(firstBytes, 99)) },
    status5xx: result.status5xx,
    status429: result.status429,
    otherFailures: result.otherFailures,
    networkErrors: result.networkErrors,
    skipped: result.skipped,
    examples,
    holds,
  };
}

export function describeStep(step: StepResult): string {
  const kinds = Object.entries(step.byKind)
    .map(([kind, { count, p99 }]) => `${kind} ${count} (p99 ${p99})`)
    .join(', ');
  return (
    `${step.rate.toFixed(0).padStart(4)}/s for ${step.seconds} s: ${step.holds ? 'holds' : 'FAILS'}; non-streaming ${step.nonStreaming.count} requests p50 ${step.nonStreaming.p50} ms p99 ${step.nonStreaming.p99} ms (without sign-ins ${step.nonStreamingExceptSignIn.p99} ms) max ${step.nonStreaming.max} ms; ` +
    `streams ${step.streams.completed}/${step.streams.started} complete (first byte p99 ${step.streams.firstByteP99} ms); 5xx ${step.status5xx}, 429 ${step.status429}, other 4xx ${step.otherFailures}, network ${step.networkErrors}, skipped ${step.skipped}\n      ${kinds}` +
    (step.examples.length ? `\n      e.g. ${step.examples.slice(0, 3).join(' | ')}` : '')
  );
}
