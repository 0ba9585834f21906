import { z } from 'zod';
import { AUTH_MESSAGES, type RegisterSchema } from '#contract/auth';
import { ExperienceLevelSchema, type Interest } from '#contract/options';
import type { UserType } from '#contract/users';
import type { RegistrationPayload } from './api';
import { toRiderWeight } from './rider-weights';

/** The consents both registration forms ask for (docs/product.md §M9: 18 or over, the terms, marketing). */
export const consentFields = {
  confirmAge: z.boolean().refine(Boolean, AUTH_MESSAGES.ageRequired),
  acceptTerms: z.boolean().refine(Boolean, AUTH_MESSAGES.termsRequired),
  optOutMarketing: z.boolean(),
};

type ContractShape = typeof RegisterSchema.shape;

/**
 * Where the member lives, about them, the password twice and the consents: both forms, each with its
 * contract's password rule.
 */
export function profileAndConsentFields<Password extends z.ZodType<string, string>>(
  shape: Pick<ContractShape, 'location' | 'postcode' | 'bio'> & { password: Password },
) {
  return {
    location: shape.location,
    postcode: shape.postcode,
    // The contract's bio rule (trimmed, at most 1000), as a plain text field.
    bio: shape.bio.unwrap().unwrap(),
    riderWeight: z.string(),
    experienceLevel: z.string(),
    password: shape.password,
    confirmPassword: z.string(),
    ...consentFields,
  };
}

/** The cross-field rules of both forms: the passwords match, and enthusiasts give a rider weight. */
export function crossFieldRules(type: UserType) {
  return (
    values: { password: string; confirmPassword: string; riderWeight: string },
    ctx: z.RefinementCtx,
  ): void => {
    if (type === 'enthusiast' && !toRiderWeight(values.riderWeight)) {
      ctx.addIssue({ code: 'custom', path: ['riderWeight'], message: AUTH_MESSAGES.riderWeightRequired });
    }
    if (values.password !== values.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: AUTH_MESSAGES.passwordsMismatch });
    }
  };
}

/** The fields both forms start empty: where the member lives, about them, the password and the consents. */
export const EMPTY_PROFILE_AND_CONSENTS = {
  location: '',
  postcode: '',
  bio: '',
  riderWeight: '',
  experienceLevel: '',
  password: '',
  confirmPassword: '',
  confirmAge: false,
  acceptTerms: false,
  optOutMarketing: false,
};

/** Who is registering: typed on the single page; the wizard joins its query and step 2's stored details. */
export interface RegistrationIdentity {
  type: UserType;
  email: string;
  firstName: string;
  lastName: string;
  interests: Interest[];
  /** The page they joined from: the confirmation mail's link brings them back to it (issue 46). */
  returnTo?: string | null;
}

/**
 * The body of POST /api/auth/register and POST /api/users: username is the email, the rider weight only
 * for enthusiasts, the experience level when one was chosen, the consents given (the form would not submit otherwise).
 */
export function toRegistrationBody(
  who: RegistrationIdentity,
  values: {
    password: string;
    location: string;
    postcode: string;
    bio: string;
    riderWeight: string;
    experienceLevel: string;
    optOutMarketing: boolean;
  },
): RegistrationPayload {
  const riderWeight = who.type === 'enthusiast' ? toRiderWeight(values.riderWeight) : undefined;
  const experience = ExperienceLevelSchema.safeParse(values.experienceLevel);
  return {
    email: who.email,
    username: who.email,
    password: values.password,
    firstName: who.firstName,
    lastName: who.lastName,
    location: values.location,
    postcode: values.postcode,
    bio: values.bio || null,
    userType: who.type,
    interests: who.interests,
    optOutMarketing: values.optOutMarketing,
    ...(riderWeight ? { riderWeight } : {}),
    ...(experience.success ? { experienceLevel: experience.data } : {}),
    confirmAge: true,
    acceptTerms: true,
    ...(who.returnTo ? { returnTo: who.returnTo } : {}),
  };
}
