/**
 * Where a sign-in or sign-up prompt sends a person back to (`?returnTo=`): only a path of this site.
 * Anything that a browser could read as another site (`//host`, `/\host`, `http:`, `javascript:`, the same
 * hidden behind percent-encoding, tabs or newlines) is refused, and so are the sign-in pages themselves,
 * so a prompt never loops back to itself. Both sides use it: the client before navigating, and any server
 * code that ever redirects.
 */
export const RETURN_TO_MAX_LENGTH = 2000;

/** Pages a person is never sent back to after signing in: they would only ask again. */
const SIGN_IN_PAGES = ['/login', '/register', '/admin'];

/** Percent-decodes up to a few times (double encoding), or null when the text is not valid encoding. */
function decodeRepeatedly(value: string): string | null {
  let current = value;
  for (let round = 0; round < 3; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) return current;
    current = decoded;
  }
  return current;
}

function looksLikeLocalPath(value: string): boolean {
  // Control characters and whitespace (a tab inside "/\t/evil" is dropped by URL parsers) and backslashes
  // (read as "/" by browsers) are never part of a path we link to.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return false;
  return value.startsWith('/') && !value.startsWith('//');
}

/** The path itself when it is a safe place on this site to return to, else null. */
export function safeReturnTo(raw: unknown): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > RETURN_TO_MAX_LENGTH) return null;
  if (!looksLikeLocalPath(raw)) return null;
  // Decoded, the path (before any query or hash) must still be a plain local path.
  const decoded = decodeRepeatedly(raw.split(/[?#]/, 1)[0] ?? '');
  if (decoded === null || !looksLikeLocalPath(decoded)) return null;
  // The last word goes to a real URL parser: the result must stay on the same origin.
  const base = 'http://stablemates.invalid';
  let url: URL;
  try {
    url = new URL(raw, base);
  } catch {
    return null;
  }
  if (url.origin !== base) return null;
  const pathname = decodeRepeatedly(url.pathname) ?? '';
  if (SIGN_IN_PAGES.some((page) => pathname === page || pathname.startsWith(`${page}/`))) return null;
  return raw;
}
