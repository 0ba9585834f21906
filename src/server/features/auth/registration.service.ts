import type { RegisterInput } from '#contract/auth.js';
import { AUTH_MESSAGES } from '#contract/auth.js';
import type { Executor } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import { badRequest } from '#server/platform/http/app-error.js';
import { parseUkPostcode } from '#server/platform/uk-postcode.js';
import { findUserByEmail, insertUser } from '../users/index.js';
import { sendVerificationMail, type VerificationMailDeps } from './email-verification.service.js';
import { hashPassword, isCommonPassword } from './passwords.js';
import { sendRegistrationAttemptNotice } from './registration-attempt-notice.js';

/** Postgres' unique_violation: the email index settles a race between two sign-ups with one address. */
const UNIQUE_VIOLATION = '23505';

/** A registration's outcome: a new member, or the account the address already has. */
export type Registration = { created: User } | { existing: User };

/**
 * Creates a member from either registration form. The username is always the email (docs/product.md §M3);
 * consent to the terms and the age confirmation are recorded with the time they were given. An e-mail
 * that has an account is no error: the caller answers as for a new one and tells the owner instead. The
 * password is hashed first in both cases, so neither takes noticeably longer than the other.
 */
export async function registerUser({
  db,
  input,
}: {
  db: Executor;
  input: RegisterInput;
}): Promise<Registration> {
  const postcode = parseUkPostcode(input.postcode);
  if (!postcode)
    throw badRequest(AUTH_MESSAGES.postcodeInvalid, { postcode: [AUTH_MESSAGES.postcodeInvalid] });
  if (isCommonPassword(input.password, [input.email, input.firstName, input.lastName])) {
    throw badRequest(AUTH_MESSAGES.passwordCommon, { password: [AUTH_MESSAGES.passwordCommon] });
  }
  const passwordHash = await hashPassword(input.password);
  const existing = await findUserByEmail(db, input.email);
  if (existing) return { existing };

  const now = new Date();
  try {
    const user = await insertUser(db, {
      email: input.email,
      username: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      userType: input.userType,
      location: input.location,
      postcode: postcode.normalised,
      bio: input.bio || null,
      interests: input.interests,
      optOutMarketing: input.optOutMarketing,
      riderWeight: input.userType === 'enthusiast' ? (input.riderWeight ?? null) : null,
      experienceLevel: input.experienceLevel ?? null,
      ageConfirmedAt: now,
      termsAcceptedAt: now,
    });
    // Payments made from this e-mail before the account existed become the member's only once they
    // confirm the address (email-verification.service.ts), never at sign-up.
    return { created: user };
  } catch (error) {
    // Two sign-ups with one address at once: the later one met the account the first created.
    const winner = isUniqueViolation(error) ? await findUserByEmail(db, input.email) : undefined;
    if (winner) return { existing: winner };
    throw error;
  }
}

/**
 * What either registration form does. A new member is created and mailed a link to confirm the address;
 * an address that has an account gets a notice instead, at most once a window (`firstNoticeFor`). The
 * caller answers the same either way and signs nobody in, and neither mail is waited on, so neither the
 * reply nor its timing says whether the account existed (decision 0023, 2026-11-28).
 */
export async function registerMember({
  mail,
  input,
  firstNoticeFor,
  onMailError,
}: {
  mail: VerificationMailDeps;
  input: RegisterInput;
  /** True when the owner of this e-mail has not been told of a try within the notice window. */
  firstNoticeFor: (email: string) => Promise<boolean>;
  /** A mail that failed, and which one: neither undoes the registration or changes the reply. */
  onMailError: (error: unknown, what: string) => void;
}): Promise<void> {
  const registration = await registerUser({ db: mail.db, input });
  if ('created' in registration) {
    void sendVerificationMail(mail, registration.created, input.returnTo).catch((error: unknown) =>
      onMailError(error, 'verification mail failed'),
    );
    return;
  }
  const owner = registration.existing;
  const tellOwner = async () => {
    if (await firstNoticeFor(owner.email.toLowerCase())) await sendRegistrationAttemptNotice(mail, owner);
  };
  void tellOwner().catch((error: unknown) => onMailError(error, 'registration attempt notice failed'));
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
