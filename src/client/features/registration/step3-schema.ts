import { z } from 'zod';
import { PASSWORD_RULES, RegisterSchema } from '#contract/auth';
import type { UserType } from '#contract/users';
import type { RegistrationPayload } from './api';
import {
  crossFieldRules,
  EMPTY_PROFILE_AND_CONSENTS,
  profileAndConsentFields,
  toRegistrationBody,
  type RegistrationIdentity,
} from './registration-form-rules';

/** Step 3's form, built from the contract's registration rules plus the confirmation and consents. */
export function createStep3Schema(type: UserType) {
  return z.object(profileAndConsentFields(RegisterSchema.shape)).superRefine(crossFieldRules(type));
}

export type Step3Values = z.input<ReturnType<typeof createStep3Schema>>;
export type Step3Output = z.output<ReturnType<typeof createStep3Schema>>;

export const EMPTY_STEP3: Step3Values = EMPTY_PROFILE_AND_CONSENTS;

/**
 * What still stands between the person and 'Complete Registration' (docs/product.md §M5), in the order of the
 * form, as short phrases; empty when every required field is filled, both consents are given and the
 * passwords are equal.
 */
export function missingForStep3(type: UserType, values: Partial<Step3Values>): string[] {
  const missing: [boolean, string][] = [
    [!values.postcode?.trim(), 'your postcode'],
    [!values.location?.trim(), 'your town or city'],
    [type === 'enthusiast' && !values.riderWeight, 'your rider weight'],
    [!values.password, 'a password'],
    [
      Boolean(values.password) && !PASSWORD_RULES.every((rule) => rule.test(values.password ?? '')),
      'a password that meets its rules',
    ],
    [!values.confirmPassword, 'your password again'],
    [
      Boolean(values.password && values.confirmPassword && values.password !== values.confirmPassword),
      'passwords that match',
    ],
    [!values.confirmAge, 'confirming you are 18 or over'],
    [!values.acceptTerms, 'accepting the Terms of Service'],
  ];
  return missing.filter(([isMissing]) => isMissing).map(([, what]) => what);
}

/** The phrases as one sentence: "Still needed: a, b and c." */
export function stillNeeded(missing: readonly string[]): string {
  const list =
    missing.length > 1 ? `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}` : (missing[0] ?? '');
  return `Still needed: ${list}.`;
}

/** POST /api/auth/register's body: username is the email; rider weight only for enthusiasts. */
export function toRegistrationPayload(who: RegistrationIdentity, values: Step3Output): RegistrationPayload {
  return toRegistrationBody(who, values);
}
