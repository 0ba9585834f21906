import { z } from 'zod';
import { AUTH_MESSAGES } from '#contract/auth';
import type { UserType } from '#contract/users';
import { toRiderWeight } from './rider-weights';

/** The consents both registration forms ask for (member spec §9: 18 or over, the terms, marketing). */
export const consentFields = {
  confirmAge: z.boolean().refine(Boolean, AUTH_MESSAGES.ageRequired),
  acceptTerms: z.boolean().refine(Boolean, AUTH_MESSAGES.termsRequired),
  optOutMarketing: z.boolean(),
};

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
