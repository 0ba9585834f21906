import type { Interest } from '#contract/options';
import type { UserType } from '#contract/users';
import { paths } from '#client/lib/paths';
import { parseInterests, parseUserType } from './user-types';

/** What the wizard carries from step to step in the query string (member spec §2). */
export interface RegistrationQuery {
  type: UserType;
  interests: Interest[];
  email: string;
  firstName: string;
  lastName: string;
}

export function readRegistrationQuery(search: string): RegistrationQuery {
  const params = new URLSearchParams(search);
  const type = parseUserType(params.get('type'));
  return {
    type,
    interests: parseInterests(params.get('interests'), type),
    email: params.get('email') ?? '',
    firstName: params.get('firstName') ?? '',
    lastName: params.get('lastName') ?? '',
  };
}

function withQuery(path: string, query: RegistrationQuery): string {
  const params = new URLSearchParams({ type: query.type, interests: query.interests.join(',') });
  for (const key of ['email', 'firstName', 'lastName'] as const) {
    if (query[key]) params.set(key, query[key]);
  }
  return `${path}?${params.toString()}`;
}

/** Step 2, keeping any details already typed (step 3's Back). */
export const step2Href = (query: RegistrationQuery) => withQuery('/register/step2', query);
/** Step 3, with type, interests, email, firstName and lastName. */
export const step3Href = (query: RegistrationQuery) => paths.registerStep3(query);
