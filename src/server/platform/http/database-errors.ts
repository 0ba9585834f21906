import { AppError } from './app-error.js';

/** The PostgreSQL error code of an error or of one it wraps (Drizzle wraps driver errors). */
export function postgresCode(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Database refusals that can only come from what the client sent, as a 4xx: a value the column cannot
 * hold, a reference to a row that does not exist, a duplicate. Everything else stays a 500.
 */
export function clientErrorFromDatabase(error: unknown): AppError | undefined {
  switch (postgresCode(error)) {
    case '22021': // character not in repertoire (a NUL byte)
    case '22P05': // untranslatable character
    case '22003': // numeric value out of range
    case '22P02': // invalid text representation
    case '22001': // value too long for the column
      return new AppError(400, 'Some of the data sent cannot be stored. Please check it and try again.');
    case '23503':
      return new AppError(400, 'The request refers to something that does not exist.');
    case '23505':
      return new AppError(409, 'That already exists.');
    case '23514':
      return new AppError(400, 'Some of the data sent is not allowed. Please check it and try again.');
    default:
      return undefined;
  }
}

/** Socket errors of a connection to the database that could not be made or was lost. */
const CONNECTION_ERRORS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const CONNECTION_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i;

/**
 * Whether an error means the database cannot be reached right now (down, restarting, refusing
 * connections): not the request's fault and not a bug, so a 503 the client may retry.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      // Class 08: connection exception; 57P01-03: the server is shutting down or starting.
      if (CONNECTION_ERRORS.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code)) return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * What of an unexpected error may be logged. Drizzle's message carries the query's parameters (password
 * hashes, emails, postcodes), so only the SQL text before them, the error's type and the database code go
 * to the log, with the stack.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const message = error.message.split('\nparams:')[0]!.slice(0, 2000);
  return {
    type: error.name,
    message,
    code: postgresCode(error),
    // Only the stack's frames: its first lines repeat the message, parameters included.
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .join('\n'),
  };
}
