import { useMutation } from '@tanstack/react-query';
import { meSchema, type Me } from '../../../../shared/account/me.schema.ts';
import { isApiErrorBody } from '../../../../shared/errors.ts';
import { apiRequest, ApiRequestError } from '../../../lib/api-client.ts';
import { useStoreMe } from './store-me.ts';

/** Uploads are bigger and slower than JSON calls; a stuck one still ends. */
const uploadTimeoutMs = 60_000;

/**
 * POST /api/me/avatar as multipart with one `file` field. apiRequest only sends JSON, so this
 * call reads the API's error body itself, into the same ApiRequestError.
 */
export async function uploadAvatar(file: File): Promise<Me> {
  const body = new FormData();
  body.append('file', file, file.name);
  let response: Response;
  try {
    // No content-type header: the browser sets multipart/form-data with its boundary.
    response = await fetch('/api/me/avatar', {
      method: 'POST',
      body,
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      signal: AbortSignal.timeout(uploadTimeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ApiRequestError(
      timedOut ? 'Request timed out. Please check your connection and try again.' : 'Network error. Please check your connection and try again.',
      { status: 0, code: timedOut ? 'timeout' : 'network', cause: error },
    );
  }
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (isApiErrorBody(payload)) {
      throw new ApiRequestError(payload.error.message, { status: response.status, code: payload.error.code, fields: payload.error.fields });
    }
    throw new ApiRequestError(`Request failed (${response.status})`, { status: response.status, code: 'unknown' });
  }
  return meSchema.parse(payload);
}

export async function removeAvatar(): Promise<Me> {
  return meSchema.parse(await apiRequest<unknown>('/me/avatar', { method: 'DELETE' }));
}

export function useUploadAvatar() {
  const storeMe = useStoreMe();
  return useMutation({ mutationFn: uploadAvatar, onSuccess: storeMe });
}

export function useRemoveAvatar() {
  const storeMe = useStoreMe();
  return useMutation({ mutationFn: removeAvatar, onSuccess: storeMe });
}
