import { parseRouteId } from '#client/lib/route-id';

/**
 * What a signed-out visitor was doing when a prompt sent them to log in or join, read back from where they
 * will return to (`returnTo`): saving a horse (`?save=7` on whatever page the heart was pressed), messaging its owner
 * (`/messages?userId=..&horseName=..&horseId=7`) or enquiring about a slot (`/horse/7?slot=..&day=..`).
 * The sign-in and join pages say it in words ("Log in to save Biscuit"), so the visitor is not left on a
 * bare "Welcome back" wondering where their horse went.
 */
export type SignInAction = 'save' | 'message' | 'enquire';

export interface SignInIntent {
  action: SignInAction;
  /** The horse it is about, when the address names it (its name is then looked up). */
  horseId: number | null;
  /** The name the address carries (a Direct Message's horseName), if any. */
  horseName: string | null;
}

const BASE = 'http://stablemates.invalid';

export function signInIntentOf(returnTo: string | null): SignInIntent | null {
  if (!returnTo) return null;
  let url: URL;
  try {
    url = new URL(returnTo, BASE);
  } catch {
    return null;
  }
  const query = url.searchParams;
  // A heart pressed on any page (a horse's own, /browse, the landing page) returns with `?save=<id>`.
  const saveId = parseRouteId(query.get('save'));
  if (saveId !== null) return { action: 'save', horseId: saveId, horseName: null };
  const horsePage = /^\/horse\/([^/]+)\/?$/.exec(url.pathname);
  if (horsePage) {
    const horseId = parseRouteId(horsePage[1]);
    if (horseId === null) return null;
    if (query.has('slot')) return { action: 'enquire', horseId, horseName: null };
    return null;
  }
  if (url.pathname === '/messages' && (query.has('horseName') || query.has('horseId'))) {
    return {
      action: 'message',
      horseId: parseRouteId(query.get('horseId') ?? ''),
      horseName: query.get('horseName')?.trim() || null,
    };
  }
  return null;
}

/** "save Biscuit", "message Biscuit's owner", "enquire about Biscuit" (or "this horse" without a name). */
export function intentPhrase(action: SignInAction, horseName: string | null): string {
  const horse = horseName ?? 'this horse';
  switch (action) {
    case 'save':
      return `save ${horse}`;
    case 'message':
      return `message ${horse}'s owner`;
    case 'enquire':
      return `enquire about ${horse}`;
  }
}

/** What happens once the visitor is in, in a line under the heading. */
export function intentOutcome(action: SignInAction): string {
  switch (action) {
    case 'save':
      return 'We will save the horse for you and bring you back to where you were.';
    case 'message':
      return 'We will open the conversation for you, ready to write.';
    case 'enquire':
      return 'We will bring you back to the slot you chose.';
  }
}
