import { isApiErrorBody, type ErrorCode } from '../../shared/errors.ts';

/** A failed API call, with the server's code, safe message and per-field messages. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'network' | 'timeout' | 'unknown';
  readonly fields: Record<string, string> | undefined;

  constructor(message: string, options: { status: number; code: ApiRequestError['code']; fields?: Record<string, string> | undefined; cause?: unknown }) {
    super(message, { cause: options.cause });
    this.name = 'ApiRequestError';
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields;
  }
}

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Abort after this long; the error then has code 'timeout'. */
  timeoutMs?: number;
}

export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const signals = [options.signal, options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined].filter(
    (signal): signal is AbortSignal => signal !== undefined,
  );
  // FormData (uploads) goes as it is: the browser sets multipart/form-data with its boundary.
  const isForm = options.body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
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
    throw new ApiRequestError('Network error. Please check your connection and try again.', { status: 0, code: 'network', cause: error });
  }
  const text = await response.text();
  const payload: unknown = text ? safeJson(text) : undefined;
  if (!response.ok) {
    if (isApiErrorBody(payload)) {
      throw new ApiRequestError(payload.error.message, { status: response.status, code: payload.error.code, fields: payload.error.fields });
    }
    // Better Auth's own routes answer { message, code }.
    if (typeof payload === 'object' && payload !== null && typeof (payload as { message?: unknown }).message === 'string') {
      throw new ApiRequestError((payload as { message: string }).message, { status: response.status, code: 'unknown' });
    }
    throw new ApiRequestError(`Request failed (${response.status})`, { status: response.status, code: 'unknown' });
  }
  return payload as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
