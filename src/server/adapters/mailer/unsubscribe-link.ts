import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signed unsubscribe link of a recurring mail (decision 0026). A token names what it switches off
 * (a kind, and the member, or the saved search, it belongs to), when it stops working, and an HMAC of
 * all three under the app secret: it needs no sign-in, and changing any part of it breaks the signature,
 * so it cannot be turned against another member, another kind or a later date.
 */
export const UNSUBSCRIBE_KINDS = ['search', 'messages', 'visits', 'requests', 'decisions'] as const;
/** `search`: one saved search's digest (the id is the search's); the others: a member's notices of that kind. */
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

/** Long enough for a mail read weeks late; after that the preferences page still turns it off. */
export const UNSUBSCRIBE_LINK_DAYS = 180;
const DAY_SECONDS = 24 * 60 * 60;
const PURPOSE = 'unsubscribe';

function mac(secret: string, kind: UnsubscribeKind, id: number, expires: number): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${kind}:${id}:${expires}`).digest('base64url');
}

export function signUnsubscribeToken(
  secret: string,
  link: { kind: UnsubscribeKind; id: number },
  now = new Date(),
): string {
  const expires = Math.floor(now.getTime() / 1000) + UNSUBSCRIBE_LINK_DAYS * DAY_SECONDS;
  return `${link.kind}.${link.id}.${expires}.${mac(secret, link.kind, link.id, expires)}`;
}

// The kinds from UNSUBSCRIBE_KINDS, so a kind added there is read here too.
const TOKEN = new RegExp(
  `^(${UNSUBSCRIBE_KINDS.join('|')})\\.([1-9][0-9]{0,9})\\.([1-9][0-9]{0,11})\\.([A-Za-z0-9_-]{43})$`,
);

/** What the token switches off, or null when this secret did not sign it or it has expired. */
export function readUnsubscribeToken(
  secret: string,
  token: string,
  now = new Date(),
): { kind: UnsubscribeKind; id: number } | null {
  const match = TOKEN.exec(token);
  if (!match) return null;
  const kind = match[1] as UnsubscribeKind;
  const id = Number(match[2]);
  const expires = Number(match[3]);
  const expected = Buffer.from(mac(secret, kind, id, expires));
  const given = Buffer.from(match[4]!);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return expires * 1000 > now.getTime() ? { kind, id } : null;
}

/** The one-click address of a token: the same page a person opens, and where mailbox providers POST. */
export const unsubscribeUrl = (publicUrl: string, token: string) => `${publicUrl}/unsubscribe/${token}`;

/** RFC 8058's pair of headers: the https link, and the promise that a POST to it unsubscribes at once. */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}
