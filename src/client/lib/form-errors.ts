import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiRequestError } from './api-client.ts';

/**
 * Puts the server's per-field messages (a 400's `fields`) under the form's own fields, so what
 * the user typed stays and each message sits where it belongs. Fields the form does not have are
 * left out. Returns whether any message was placed.
 */
export function applyServerFieldErrors<T extends FieldValues>(error: unknown, setError: UseFormSetError<T>, fieldNames: readonly Path<T>[]): boolean {
  if (!(error instanceof ApiRequestError) || !error.fields) return false;
  let placed = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if (!(fieldNames as readonly string[]).includes(field)) continue;
    setError(field as Path<T>, { message });
    placed = true;
  }
  return placed;
}
