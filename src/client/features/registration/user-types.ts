import {
  ENTHUSIAST_INTEREST_LABELS,
  ENTHUSIAST_INTERESTS,
  OWNER_INTEREST_LABELS,
  OWNER_INTERESTS,
  type Interest,
} from '#contract/options';
import { UserTypeSchema, type UserType } from '#contract/users';

/** Spec: only owner or enthusiast is accepted; anything else (or nothing) becomes owner. */
export function parseUserType(value: string | null | undefined): UserType {
  const parsed = UserTypeSchema.safeParse(value);
  return parsed.success ? parsed.data : 'owner';
}

/** Like parseUserType, but says so when the value is not a user type (the single-page route). */
export function userTypeOrNull(value: string | null | undefined): UserType | null {
  const parsed = UserTypeSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Step 1's titles (docs/product.md §M2). */
export const STEP1_TITLES: Record<UserType, string> = {
  owner: 'I Own A Horse',
  enthusiast: 'I Love Horses',
};

export interface InterestOption {
  value: Interest;
  label: string;
}

/** The interest checkboxes of one kind of user, in the contract's order. */
export function interestOptions(type: UserType): InterestOption[] {
  return type === 'owner'
    ? OWNER_INTERESTS.map((value) => ({ value, label: OWNER_INTEREST_LABELS[value] }))
    : ENTHUSIAST_INTERESTS.map((value) => ({ value, label: ENTHUSIAST_INTEREST_LABELS[value] }));
}

/** Reads a comma list of interests, keeping only known codes of this kind of user, once each. */
export function parseInterests(csv: string | null | undefined, type: UserType): Interest[] {
  const allowed = new Set<string>(interestOptions(type).map((option) => option.value));
  const wanted = new Set((csv ?? '').split(',').map((item) => item.trim()));
  return interestOptions(type)
    .map((option) => option.value)
    .filter((value) => allowed.has(value) && wanted.has(value));
}
