import { z } from 'zod';
import { RegisterSchema } from '#contract/auth';
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

/** Every required field filled, both consents given and the passwords equal (member spec §5). */
export function isStep3Complete(type: UserType, values: Partial<Step3Values>): boolean {
  return Boolean(
    values.location?.trim() &&
    values.postcode?.trim() &&
    values.password &&
    values.confirmPassword &&
    values.password === values.confirmPassword &&
    (type !== 'enthusiast' || values.riderWeight) &&
    values.confirmAge &&
    values.acceptTerms,
  );
}

/** POST /api/auth/register's body: username is the email; rider weight only for enthusiasts. */
export function toRegistrationPayload(who: RegistrationIdentity, values: Step3Output): RegistrationPayload {
  return toRegistrationBody(who, values);
}
