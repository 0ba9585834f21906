import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { photoProblem } from '#contract/horses';
import { ApiError } from '#client/lib/api';
import type { HorseFormValues } from './horse-form-values';

const FIELDS = new Set<string>([
  'name',
  'breed',
  'age',
  'color',
  'height',
  'description',
  'location',
  'postcode',
  'services',
  'experienceLevel',
  'temperament',
  'specialNeeds',
]);

/** Puts the server's per-field messages (`fieldErrors`) beside the fields they belong to. */
export function showServerFieldErrors(err: unknown, setError: UseFormSetError<HorseFormValues>): void {
  if (!(err instanceof ApiError) || !err.fieldErrors) return;
  for (const [field, messages] of Object.entries(err.fieldErrors)) {
    const message = messages[0];
    if (FIELDS.has(field) && message) setError(field as FieldPath<HorseFormValues>, { message });
  }
}

/**
 * Raised when a photo upload fails, so the form can say "Upload failed" rather than a save error, naming
 * the file (issue 32): the server's reply names it already when it refused the file itself.
 */
export class PhotoUploadError extends Error {
  override readonly name = 'PhotoUploadError';
  constructor(cause: unknown, fileName: string) {
    const said =
      cause instanceof ApiError ? (cause.serverMessage ?? cause.message) : 'The photo could not be uploaded.';
    super(said.startsWith(photoProblem(fileName, '')) ? said : photoProblem(fileName, said), { cause });
  }
}
