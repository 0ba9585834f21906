import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { showServerFieldErrorsAs } from './server-field-errors-as';

/**
 * A failed request's per-field messages (the server's `fieldErrors`) beside the fields they belong to, for
 * a form whose fields are named as the body's: showServerFieldErrorsAs, the one loop that places them, with
 * each field showing its own messages. Only fields the form has are set: a message about a field the form
 * does not show belongs in the form's general error or toast instead. Returns whether any was placed.
 */
export function showServerFieldErrors<Values extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<Values>,
  fields: readonly FieldPath<Values>[],
): boolean {
  const asThemselves: Partial<Record<FieldPath<Values>, readonly string[]>> = {};
  for (const field of fields) asThemselves[field] = [field];
  return showServerFieldErrorsAs(err, setError, asThemselves);
}
