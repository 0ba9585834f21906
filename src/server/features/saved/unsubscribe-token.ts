import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The one-click unsubscribe link of a digest e-mail: the saved search's id and an HMAC of it under the
 * app secret, so it works without signing in and cannot be forged for another search.
 */
const PURPOSE = 'saved-search-unsubscribe';

function mac(secret: string, id: number): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${id}`).digest('base64url');
}

export function signUnsubscribeToken(secret: string, searchId: number): string {
  return `${searchId}.${mac(secret, searchId)}`;
}

/** The saved search's id, or null when the token was not made by signUnsubscribeToken with this secret. */
export function readUnsubscribeToken(secret: string, token: string): number | null {
  const match = /^([1-9][0-9]{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  const expected = Buffer.from(mac(secret, id));
  const given = Buffer.from(match[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
