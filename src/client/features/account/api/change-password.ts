import { useMutation } from '@tanstack/react-query';
import { changePassword } from '../../auth/index.ts';

/** Better Auth's change-password; the other sessions of the account are signed out. */
export function useChangePassword() {
  return useMutation({
    mutationFn: ({ currentPassword, newPassword }: { currentPassword: string; newPassword: string }) => changePassword(currentPassword, newPassword),
  });
}
