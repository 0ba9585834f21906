import { z } from 'zod';
import { RegisterSinglePageSchema } from '#contract/auth';
import { InterestSchema } from '#contract/options';
import type { UserType } from '#contract/users';
import type { RegistrationPayload } from './api';
import {
  crossFieldRules,
  EMPTY_PROFILE_AND_CONSENTS,
  profileAndConsentFields,
  toRegistrationBody,
} from './registration-form-rules';

const shape = RegisterSinglePageSchema.shape;

/** The single-page form: the contract's fields (strong password rule) plus confirmation and consents. */
export function createSinglePageSchema(type: UserType) {
  return z
    .object({
      firstName: shape.firstName,
      lastName: shape.lastName,
      email: shape.email,
      interests: z.array(InterestSchema),
      ...profileAndConsentFields(shape),
    })
    .superRefine(crossFieldRules(type));
}

export type SinglePageValues = z.input<ReturnType<typeof createSinglePageSchema>>;
export type SinglePageOutput = z.output<ReturnType<typeof createSinglePageSchema>>;

export const EMPTY_SINGLE_PAGE: SinglePageValues = {
  firstName: '',
  lastName: '',
  email: '',
  interests: [],
  ...EMPTY_PROFILE_AND_CONSENTS,
};

/** POST /api/users's body (registration fields without confirmPassword). */
export function toSinglePagePayload(
  type: UserType,
  values: SinglePageOutput,
  returnTo?: string | null,
): RegistrationPayload {
  return toRegistrationBody({ type, ...values, returnTo }, values);
}
