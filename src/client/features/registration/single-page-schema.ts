import { z } from 'zod';
import { RegisterSinglePageSchema } from '#contract/auth';
import { InterestSchema } from '#contract/options';
import type { UserType } from '#contract/users';
import type { RegistrationPayload } from './api';
import { crossFieldRules, consentFields } from './registration-form-rules';
import { toRiderWeight } from './rider-weights';

const shape = RegisterSinglePageSchema.shape;

/** The single-page form: the contract's fields (strong password rule) plus confirmation and consents. */
export function createSinglePageSchema(type: UserType) {
  return z
    .object({
      firstName: shape.firstName,
      lastName: shape.lastName,
      email: shape.email,
      password: shape.password,
      confirmPassword: z.string(),
      location: shape.location,
      postcode: shape.postcode,
      bio: shape.bio.unwrap().unwrap(),
      riderWeight: z.string(),
      interests: z.array(InterestSchema),
      ...consentFields,
    })
    .superRefine(crossFieldRules(type));
}

export type SinglePageValues = z.input<ReturnType<typeof createSinglePageSchema>>;
export type SinglePageOutput = z.output<ReturnType<typeof createSinglePageSchema>>;

export const EMPTY_SINGLE_PAGE: SinglePageValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  location: '',
  postcode: '',
  bio: '',
  riderWeight: '',
  interests: [],
  confirmAge: false,
  acceptTerms: false,
  optOutMarketing: false,
};

/** Fields the server may name in its reply, in the order of the form. */
export const SINGLE_PAGE_SERVER_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'location',
  'postcode',
  'bio',
  'riderWeight',
] as const;

/** POST /api/users's body (registration fields without confirmPassword). */
export function toSinglePagePayload(type: UserType, values: SinglePageOutput): RegistrationPayload {
  const riderWeight = type === 'enthusiast' ? toRiderWeight(values.riderWeight) : undefined;
  return {
    email: values.email,
    username: values.email,
    password: values.password,
    firstName: values.firstName,
    lastName: values.lastName,
    location: values.location,
    postcode: values.postcode,
    bio: values.bio || null,
    userType: type,
    interests: values.interests,
    optOutMarketing: values.optOutMarketing,
    ...(riderWeight ? { riderWeight } : {}),
    confirmAge: true,
    acceptTerms: true,
  };
}
