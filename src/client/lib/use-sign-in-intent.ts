import { useHorseName } from '#client/lib/queries/horses';
import { useReturnTo } from '#client/lib/return-to';
import { intentOutcome, intentPhrase, signInIntentOf, type SignInAction } from '#client/lib/sign-in-intent';

export interface SignInIntentWords {
  action: SignInAction;
  /** "save Biscuit": the page says "Log in to …" or "Create an account to …". */
  phrase: string;
  /** What happens once the visitor is in. */
  outcome: string;
}

/**
 * What the visitor was doing, from this page's `?returnTo=` (see sign-in-intent.ts), with the horse named
 * by its name once known; null when the page was opened for no particular action.
 */
export function useSignInIntent(): SignInIntentWords | null {
  const intent = signInIntentOf(useReturnTo());
  const fetchedName = useHorseName(intent?.horseId ?? null);
  if (!intent) return null;
  return {
    action: intent.action,
    phrase: intentPhrase(intent.action, fetchedName ?? intent.horseName),
    outcome: intentOutcome(intent.action),
  };
}
