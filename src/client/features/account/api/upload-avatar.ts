import { useMutation } from '@tanstack/react-query';
import { meSchema, type Me } from '../../../../shared/account/me.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useStoreMe } from './store-me.ts';

/** Uploads are bigger and slower than JSON calls; a stuck one still ends. */
const uploadTimeoutMs = 60_000;

/** POST /api/me/avatar as multipart with one `file` field. */
export async function uploadAvatar(file: File): Promise<Me> {
  const body = new FormData();
  body.append('file', file, file.name);
  return meSchema.parse(await apiRequest<unknown>('/me/avatar', { method: 'POST', body, timeoutMs: uploadTimeoutMs }));
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
