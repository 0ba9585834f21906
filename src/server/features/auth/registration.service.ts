import type { RegisterInput } from '#contract/auth.js';
import { AUTH_MESSAGES } from '#contract/auth.js';
import type { Executor } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import { badRequest, conflict } from '#server/platform/app-error.js';
import { parseUkPostcode } from '#server/platform/uk-postcode.js';
import { findUserByEmail, insertUser } from '../users/index.js';
import { sendVerificationMail, type VerificationMailDeps } from './email-verification.service.js';
import { hashPassword, isCommonPassword } from './passwords.js';
import { sendRegistrationAttemptNotice } from './registration-attempt-notice.js';

/** Postgres' unique_violation: the email index settles a race between two sign-ups with one address. */
const UNIQUE_VIOLATION = '23505';

/**
 * Creates a member from either registration form. The username is always the email (docs/product.md §M3);
 * consent to the terms and the age confirmation are recorded with the time they were given. An e-mail
 * that has an account is refused in words that do not say so, and `onEmailTaken` hears of the account
 * (its owner is told by e-mail).
 */
export async function registerUser({
  db,
  input,
  onEmailTaken = () => undefined,
}: {
  db: Executor;
  input: RegisterInput;
  onEmailTaken?: (existing: User) => void;
}): Promise<User> {
  const refuseTaken = (existing: User | undefined) => {
    if (existing) onEmailTaken(existing);
    return conflict(AUTH_MESSAGES.emailTaken);
  };
  const postcode = parseUkPostcode(input.postcode);
  if (!postcode)
    throw badRequest(AUTH_MESSAGES.postcodeInvalid, { postcode: [AUTH_MESSAGES.postcodeInvalid] });
  if (isCommonPassword(input.password, [input.email, input.firstName, input.lastName])) {
    throw badRequest(AUTH_MESSAGES.passwordCommon, { password: [AUTH_MESSAGES.passwordCommon] });
  }
  const existing = await findUserByEmail(db, input.email);
  if (existing) throw refuseTaken(existing);

  const now = new Date();
  try {
    const user = await insertUser(db, {
      email: input.email,
      username: input.email,
      passwordHash: await hashPassword(input.password),
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
    return user;
  } catch (error) {
    if (isUniqueViolation(error)) throw refuseTaken(await findUserByEmail(db, input.email));
    throw error;
  }
}

/**
 * What either registration form does: creates the member, then, once that has committed, mails them a
 * link to confirm the address (the account stands without it: the banner asks for a new link). An e-mail
 * that has an account tells its owner instead, at most once a window (`firstNoticeFor`), and the refusal
 * never waits on that mail, so neither the reply nor its timing says that the account exists.
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
  /** A mail that failed, and which one: neither undoes the registration or its refusal. */
  onMailError: (error: unknown, what: string) => void;
}): Promise<User> {
  const tellOwner = async (owner: User) => {
    if (await firstNoticeFor(owner.email.toLowerCase())) await sendRegistrationAttemptNotice(mail, owner);
  };
  const user = await registerUser({
    db: mail.db,
    input,
    onEmailTaken: (owner) =>
      void tellOwner(owner).catch((error: unknown) =>
        onMailError(error, 'registration attempt notice failed'),
      ),
  });
  await sendVerificationMail(mail, user).catch((error: unknown) =>
    onMailError(error, 'verification mail failed'),
  );
  return user;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
