import type { Role, TestServer } from '../test-server.ts';
import { sendRaw } from './raw-http.ts';
import type { FuzzRequest } from './requests.ts';
import type { SuiteUsers } from './sessions.ts';

/** A request the oracle refused: a 5xx, an error logged while it ran, or no answer at all. */
export interface Finding {
  index: number;
  role: Role;
  request: string;
  problem: string;
}

export interface Figures {
  requests: number;
  byRole: Record<string, number>;
  /** Per target: how many requests, and the statuses they got. */
  byTarget: Record<string, Record<string, number>>;
  byStatus: Record<string, number>;
  byShape: Record<string, number>;
  /** The slowest requests, for a run that takes longer than it should. */
  slowest: { ms: number; request: string }[];
  seconds: number;
}

const answerTimeoutMs = 30_000;

/** One line that names the request well enough to send it again. */
export function describeRequest(request: FuzzRequest, role: Role): string {
  const headers = Object.entries(request.headers).map(([name, value]) => `${name}: ${value.length > 80 ? `${value.slice(0, 80)}…(${value.length})` : value}`);
  const body = request.body === undefined ? '' : request.body.length > 300 ? `${request.body.subarray(0, 300).toString('utf8')}…(${request.body.length} bytes)` : request.body.toString('utf8');
  const path = request.path.length > 300 ? `${request.path.slice(0, 300)}…(${request.path.length})` : request.path;
  return `${role} ${request.method} ${path} [${request.shape}] {${headers.join('; ')}} ${JSON.stringify(body)}`;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Requests that may sign a suite user out or change its account: after them the users are checked. */
const touchesAccounts = (request: FuzzRequest) => !safeMethods.has(request.method) && /^\/api\/(auth|admin)\//.test(request.path);

const errorLevel = 50;

/**
 * Sends each request as its role, in order, and applies the oracle: no status of 500 or more, and
 * no log line at level error or fatal while it ran (background work it started included).
 */
export async function runRequests(server: TestServer, users: SuiteUsers, planned: { role: Role; request: FuzzRequest }[]): Promise<{ findings: Finding[]; figures: Figures }> {
  const findings: Finding[] = [];
  const figures: Figures = { requests: 0, byRole: {}, byTarget: {}, byStatus: {}, byShape: {}, slowest: [], seconds: 0 };
  const count = (table: Record<string, number>, key: string) => (table[key] = (table[key] ?? 0) + 1);
  const started = performance.now();

  for (const [index, { role, request }] of planned.entries()) {
    const base = users.headersFor(role);
    // A member's junk cookies go beside the session cookie, so the request stays the member's.
    const extraCookie = request.headers.cookie;
    const cookie = extraCookie && base.cookie ? `${base.cookie}; ${extraCookie}` : extraCookie || base.cookie;
    const headers: Record<string, string> = { ...base, ...request.headers };
    if (cookie) headers.cookie = cookie;
    else delete headers.cookie;
    // An empty Origin stands for none at all.
    if (request.headers.origin === '') delete headers.origin;
    const logsBefore = server.logs.length;
    let status: number;
    let text: string;
    let requestId: string | undefined;
    let ended = true;
    const sentAt = performance.now();
    try {
      ({ status, text, requestId, ended } = await sendRaw(server.url, request.method, request.path, headers, request.body, answerTimeoutMs));
    } catch (error) {
      status = 0;
      text = error instanceof Error ? error.message : String(error);
    }
    // Log lines are written synchronously, but work the request started may log a moment later.
    await new Promise((resolve) => setImmediate(resolve));
    figures.requests++;
    count(figures.byRole, role);
    count((figures.byTarget[request.target] ??= {}), String(status));
    count(figures.byStatus, String(status));
    count(figures.byShape, request.shape);

    const described = describeRequest(request, role);
    figures.slowest.push({ ms: Math.round(performance.now() - sentAt), request: described.slice(0, 300) });
    figures.slowest = figures.slowest.sort((a, b) => b.ms - a.ms).slice(0, 5);
    if (status === 0 || status >= 500) findings.push({ index, role, request: described, problem: `status ${status || 'none'}: ${text.slice(0, 300)}` });
    else if (!ended) findings.push({ index, role, request: described, problem: `status ${status}, but the answer had not ended after ${answerTimeoutMs / 1000} s` });
    for (const line of server.logs.slice(logsBefore)) {
      if (Number(line.level) < errorLevel) continue;
      const err = line.err as { message?: string; stack?: string } | undefined;
      const where = line.reqId === requestId ? 'this request' : `request ${String(line.reqId ?? 'none')}`;
      findings.push({ index, role, request: described, problem: `error log (${where}): ${String(line.msg)}: ${err?.message ?? ''} ${(err?.stack ?? '').split('\n').slice(1, 3).join(' ').trim()}` });
    }
    if (touchesAccounts(request)) await users.keep(`${request.method} ${request.path.split('?')[0]?.slice(0, 80)}`);
  }
  figures.seconds = Math.round((performance.now() - started) / 100) / 10;
  return { findings, figures };
}
