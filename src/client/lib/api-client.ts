import { isApiErrorBody } from '../../shared/api-error-body.ts';
import type { ErrorCode } from '../../shared/errors.ts';
import { parseRetryAfter, tooManyRequestsMessage } from '../../shared/rate-limit.ts';

/** A failed API call, with the server's code, safe message and per-field messages. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'network' | 'timeout' | 'unknown';
  readonly fields: Record<string, string> | undefined;
  /** On a 429: how long the server asked us to wait (Retry-After), in seconds. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    message: string,
    options: {
      status: number;
      code: ApiRequestError['code'];
      fields?: Record<string, string> | undefined;
      retryAfterSeconds?: number | undefined;
      cause?: unknown;
    },
  ) {
    super(message, { cause: options.cause });
    this.name = 'ApiRequestError';
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/**
 * The error for a response that is not ok, from its body as text. The API answers
 * `{ error: { code, message } }`, Better Auth `{ message, code? }`; a proxy may answer anything.
 * A 429 always reads as a person would want it: what happened and how long to wait, never JSON.
 */
export function responseError(response: Response, text: string): ApiRequestError {
  const payload: unknown = text ? safeJson(text) : undefined;
  const status = response.status;
  const apiError = isApiErrorBody(payload) ? payload.error : undefined;
  const authError = !apiError && typeof payload === 'object' && payload !== null && typeof (payload as { message?: unknown }).message === 'string' ? (payload as { message: string; code?: unknown }) : undefined;
  if (status === 429) {
    const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'));
    const serverCode = apiError?.code ?? (typeof authError?.code === 'string' ? authError.code : undefined);
    const message = tooManyRequestsMessage({ code: serverCode, serverMessage: apiError?.message ?? authError?.message, retryAfterSeconds });
    return new ApiRequestError(message, { status, code: apiError?.code ?? 'rate_limit:request', retryAfterSeconds });
  }
  if (apiError) return new ApiRequestError(apiError.message, { status, code: apiError.code, fields: apiError.fields });
  if (authError) return new ApiRequestError(authError.message, { status, code: 'unknown' });
  return new ApiRequestError(`Request failed (${status})`, { status, code: 'unknown' });
}

/** The error for a request that never got an answer (offline, DNS, connection refused). */
export function networkError(cause: unknown): ApiRequestError {
  return new ApiRequestError('Network error. Please check your connection and try again.', { status: 0, code: 'network', cause });
}

/** The 429 behind `error` (itself, or the cause a feature wrapped it in), if that is what it is. */
export function tooManyRequestsError(error: unknown): ApiRequestError | undefined {
  const candidate = error instanceof ApiRequestError ? error : error instanceof Error && error.cause instanceof ApiRequestError ? error.cause : undefined;
  return candidate?.status === 429 ? candidate : undefined;
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Abort after this long; the error then has code 'timeout'. */
  timeoutMs?: number;
}

type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

/** How requests reach the API: the browser's fetch, or, while the server renders a page, the server itself. */
let apiFetch: ApiFetch = (url, init) => fetch(url, init);

/** Used once by the server-render entry (app/entry-server.tsx) to answer requests in-process. */
export function setApiFetch(next: ApiFetch): void {
  apiFetch = next;
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const signals = [options.signal, options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined].filter(
    (signal): signal is AbortSignal => signal !== undefined,
  );
  // FormData (uploads) goes as it is: the browser sets multipart/form-data with its boundary.
  const isForm = options.body instanceof FormData;
  let response: Response;
  try {
    response = await apiFetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers: options.body === undefined || isForm ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      body: options.body === undefined ? undefined : isForm ? (options.body as FormData) : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: signals.length > 0 ? AbortSignal.any(signals) : undefined,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ApiRequestError('Request timed out. Please check your connection and try again.', { status: 0, code: 'timeout', cause: error });
    }
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError(error);
  }
  const text = await response.text();
  if (!response.ok) throw responseError(response, text);
  return (text ? safeJson(text) : undefined) as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
