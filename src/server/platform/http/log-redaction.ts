import type { DestinationStream, LoggerOptions } from 'pino';

const REDACTED = '[redacted]';

/** A path segment after one of these is a secret: `/reset-password/<token>`, `/token/<t>`... */
const SECRET_SEGMENT = /(\/(?:reset-password|unsubscribe|references?|tokens?|passwords?)\/)[^/?#\s"'\\]+/gi;
/** `?token=...`, `&newPassword=...`: any query parameter whose name says token or password. */
const SECRET_QUERY = /([?&][\w-]*(?:token|password)[\w-]*=)[^&#\s"'\\]+/gi;
/** `"token":"..."`, `"passwordHash":"..."` inside a JSON log line, whatever object carries it. */
const SECRET_JSON_FIELD = /("[\w-]*(?:token|password)[\w-]*"\s*:\s*")(?:[^"\\]|\\.)*"/gi;

/**
 * Removes reset tokens and passwords from any text: a log line, a URL. A token in a log is as good as
 * the password it resets, and logs are kept longer and read by more people than the database.
 */
export function redactSecrets(text: string): string {
  return text
    .replace(SECRET_SEGMENT, `$1${REDACTED}`)
    .replace(SECRET_QUERY, `$1${REDACTED}`)
    .replace(SECRET_JSON_FIELD, `$1${REDACTED}"`);
}

/**
 * The app's pino options. Structured fields are censored by path, and as a last line of defence every
 * line is scrubbed as text just before it is written, so a token inside a URL, a message or an error
 * never reaches the log whichever code wrote it.
 */
export function loggerOptions(
  level: string,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  return {
    level,
    redact: {
      paths: [
        // Session cookies and credentials.
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.token',
        '*.passwordHash',
        '*.tokenHash',
      ],
      censor: REDACTED,
    },
    hooks: { streamWrite: redactSecrets },
    ...(stream ? { stream } : {}),
  };
}
