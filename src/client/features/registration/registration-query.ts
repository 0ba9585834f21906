import { safeReturnTo } from '#contract/rules/return-to';
import type { Interest } from '#contract/options';
import type { UserType } from '#contract/users';
import { paths } from '#client/lib/paths';
import { parseInterests, parseUserType } from './user-types';

/**
 * What the wizard carries from step to step in the query string (docs/product.md §M2): the type, the
 * interests and where to return once registered, nothing personal. Step 2's name and email go through
 * registration-details-storage instead.
 */
export interface RegistrationQuery {
  type: UserType;
  interests: Interest[];
  /** The page whose prompt sent the visitor to join (a path of this site), or null. */
  returnTo: string | null;
}

export function readRegistrationQuery(search: string): RegistrationQuery {
  const params = new URLSearchParams(search);
  const type = parseUserType(params.get('type'));
  return {
    type,
    interests: parseInterests(params.get('interests'), type),
    returnTo: safeReturnTo(params.get('returnTo')),
  };
}

/** Step 2 (step 3's Back); it fills in the details typed before from storage. */
export const step2Href = (query: RegistrationQuery) => paths.registerStep2(query);
/** Step 3, with type, interests and returnTo only. */
export const step3Href = (query: RegistrationQuery) => paths.registerStep3(query);
