/**
 * Typed application errors. Services throw these; the error handler turns them into the reply format of
 * docs/design.md §4: `{ message, fieldErrors? }` with a true status.
 */
export type FieldErrors = Record<string, string[]>;

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fieldErrors?: FieldErrors,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fieldErrors?: FieldErrors) =>
  new AppError(400, message, fieldErrors);
export const unauthorized = (message = 'Please sign in to continue.') => new AppError(401, message);
export const forbidden = (message = 'You are not allowed to do that.') => new AppError(403, message);
export const notFound = (message = 'Not found.') => new AppError(404, message);

/** The row a lookup found, or a 404 with this message when there is none. */
export function foundOr404<T>(row: T | undefined, message: string): T {
  if (row === undefined) throw notFound(message);
  return row;
}
export const conflict = (message: string) => new AppError(409, message);
/** A link that worked once and no longer does (expired, or withdrawn): nothing to retry. */
export const gone = (message: string) => new AppError(410, message);
export const payloadTooLarge = (message: string) => new AppError(413, message);
export const unsupportedMediaType = (message: string) => new AppError(415, message);
export const tooManyRequests = (message = 'Too many attempts. Please wait a little and try again.') =>
  new AppError(429, message);
