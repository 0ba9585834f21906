import { AUTH_MESSAGES } from '#contract/auth';
import { ApiError } from './api';

/** docs/product.md §M5: what the postcode field says after a failed registration, if anything. */
export const POSTCODE_MESSAGES = {
  invalidUk: AUTH_MESSAGES.postcodeInvalid,
  invalid: 'Invalid postcode',
  network: 'Unable to validate postcode. Please check your internet connection and try again.',
} as const;

/** fetch rejects with a TypeError when the server cannot be reached at all. */
export function isNetworkError(err: unknown): boolean {
  return err instanceof TypeError;
}

/**
 * The postcode is validated by the server: a message saying "valid UK postcode" shows the UK example, any
 * other message mentioning the postcode shows "Invalid postcode", a connection error says so.
 */
export function postcodeErrorFor(err: unknown): string | undefined {
  if (isNetworkError(err)) return POSTCODE_MESSAGES.network;
  if (!(err instanceof ApiError)) return undefined;
  const texts = [...(err.fieldErrors?.postcode ?? []), err.serverMessage ?? ''];
  if (texts.some((text) => text.includes('valid UK postcode'))) return POSTCODE_MESSAGES.invalidUk;
  if (texts.some((text) => /postcode/i.test(text))) return POSTCODE_MESSAGES.invalid;
  return undefined;
}

/**
 * The server's own text for a failed request, when it sent one: its JSON message, or a short plain-text
 * body (never an HTML error page from a proxy).
 */
export function serverText(err: unknown): string | undefined {
  if (!(err instanceof ApiError)) return undefined;
  if (err.serverMessage) return err.serverMessage;
  const body = err.body.trim();
  return body && body.length <= 300 && !/^[<{[]/.test(body) ? body : undefined;
}

/** The first server message for one field, if the reply named it. */
export function fieldError(err: unknown, field: string): string | undefined {
  return err instanceof ApiError ? err.fieldErrors?.[field]?.[0] : undefined;
}
