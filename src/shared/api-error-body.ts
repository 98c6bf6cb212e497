import type { ErrorCode } from './errors.ts';

/*
 * The shape of every API error, apart from the catalog of codes and messages (errors.ts): the
 * client's API module, which every page loads, reads the shape and would otherwise carry the whole
 * catalog in the entry script (2 KB gzipped, for screens that rarely need it).
 */

export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string> };
}

export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return typeof error === 'object' && error !== null && 'code' in error && 'message' in error;
}
