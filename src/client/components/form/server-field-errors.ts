import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '#client/lib/api';

/**
 * The one place a failed request's per-field messages (the server's `fieldErrors`) are put beside the
 * fields they belong to. Only fields the form has are set: a message about a field the form does not show
 * belongs in the form's general error or toast instead. Returns whether any message was placed.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly FieldPath<Values>[],
): boolean {
  if (!(err instanceof ApiError) || !err.fieldErrors) return false;
  let placed = false;
  for (const field of fields) {
    const message = err.fieldErrors[field]?.[0];
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
