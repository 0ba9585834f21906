import { photoProblem } from '#contract/horses';
import { ApiError } from '#client/lib/api';

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
