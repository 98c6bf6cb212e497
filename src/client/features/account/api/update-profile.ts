import { useMutation } from '@tanstack/react-query';
import { meSchema, type Me, type UpdateProfile } from '../../../../shared/account/me.schema.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { useStoreMe } from './store-me.ts';

/** PATCH /api/me: the server saves the name trimmed and answers the updated user. */
export async function updateProfile(update: UpdateProfile): Promise<Me> {
  return meSchema.parse(await apiRequest<unknown>('/me', { method: 'PATCH', body: update }));
}

export function useUpdateProfile() {
  const storeMe = useStoreMe();
  return useMutation({ mutationFn: updateProfile, onSuccess: storeMe });
}
