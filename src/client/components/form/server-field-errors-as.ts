import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '#client/lib/api';

/**
 * The one loop that puts a failed request's per-field messages beside the fields they belong to (its
 * plain form, showServerFieldErrors, names each field as the body does). The slot form's "From" is
 * the body's `startDate`. `asFields` names, for each of the form's fields, the body's fields whose
 * messages it shows (the first with a message wins). Returns whether any message was placed; the first
 * field with one takes the focus.
 */
export function showServerFieldErrorsAs<Values extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<Values>,
  asFields: Partial<Record<FieldPath<Values>, readonly string[]>>,
): boolean {
  if (!(err instanceof ApiError) || !err.fieldErrors) return false;
  const said = err.fieldErrors;
  let placed = false;
  for (const [field, bodyFields] of Object.entries(asFields) as [FieldPath<Values>, readonly string[]][]) {
    const message = bodyFields.map((name) => said[name]?.[0]).find(Boolean);
    if (!message) continue;
    setError(field, { type: 'server', message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
