import { z } from 'zod';
import { IdParamSchema } from './ids.js';
import { ExperienceLevelSchema, InterestSchema } from './options.js';
import { OptionalReturnToSchema } from './email-verification.js';
import { RiderWeightSchema, UserTypeSchema } from './users.js';

/** The spec's words for these checks (docs/product.md §M5, §M8), shared by server replies and client forms. */
export const AUTH_MESSAGES = {
  postcodeInvalid: 'Please enter a valid UK postcode (e.g., SW1A 1AA)',
  passwordTooShort: 'Password must be at least 8 characters long',
  passwordTooShortReset: 'Password must be at least 6 characters long',
  passwordWeak: 'Password must contain at least one uppercase letter, one lowercase letter and one number',
  passwordCommon: 'That password is too common. Please choose another.',
  passwordsMismatch: 'Passwords do not match',
  /**
   * What both registration forms answer, with a 202, whether or not the address already has an account
   * (issue 40): the mail to it says which, a link to confirm a new account or a notice to the owner.
   */
  registrationReceived:
    'Thank you. We have sent a message to the e-mail address you gave: open it to confirm your address.',
  loginMissing: 'Please enter both email and password',
  loginFailed: 'Invalid email or password',
  emailRequired: 'Please enter your email address',
  riderWeightRequired: 'Please select your rider weight',
  riderWeightOwner: 'Rider weight is only asked of enthusiasts',
  ageRequired: 'Please confirm that you are 18 or over',
  termsRequired: 'Please accept the Terms of Service',
  resetInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  resetTokenMissing: 'Reset token is missing',
  forgotSent: 'If an account exists for that email, we have sent a link to reset your password.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/**
 * zxcvbn scores 0 to 4. The server refuses a password scoring below this ("too common"); the forms'
 * strength meter calls such a password "Weak", so the meter and the refusal agree.
 */
export const PASSWORD_MIN_STRENGTH_SCORE = 2;

const trimmed = (max: number, required: string) =>
  z.string().trim().min(1, required).max(max, `At most ${max} characters`);

export const EmailSchema = z
  .string()
  .trim()
  .min(1, AUTH_MESSAGES.emailRequired)
  .max(254, 'That email address is too long')
  .pipe(z.email('Please enter a valid email address'));

export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`);

/**
 * The password rules of registration (docs/product.md §M5), one list for both forms (issue 46): the
 * checklist each form shows ticks these, and the schema below refuses what they refuse.
 */
export const PASSWORD_RULES = [
  {
    label: `At least ${PASSWORD_MIN_LENGTH} characters`,
    test: (password: string) => password.length >= PASSWORD_MIN_LENGTH,
  },
  { label: 'One uppercase letter', test: (password: string) => /[A-Z]/.test(password) },
  { label: 'One lowercase letter', test: (password: string) => /[a-z]/.test(password) },
  { label: 'One number', test: (password: string) => /[0-9]/.test(password) },
] as const;

/** Registration's rule, on both forms: the length, then upper, lower and a digit (PASSWORD_RULES). */
export const StrongPasswordSchema = PasswordSchema.regex(/[A-Z]/, AUTH_MESSAGES.passwordWeak)
  .regex(/[a-z]/, AUTH_MESSAGES.passwordWeak)
  .regex(/[0-9]/, AUTH_MESSAGES.passwordWeak);

/** Shape check only; the server normalises and checks it properly (a well-kept parser). */
export const PostcodeInputSchema = z
  .string()
  .trim()
  .min(1, AUTH_MESSAGES.postcodeInvalid)
  .max(10, AUTH_MESSAGES.postcodeInvalid);

/**
 * A member's name and place, as registration asks for them and My Profile changes them: declared once, so
 * the two forms cannot come to disagree about what is required or how long it may be.
 */
export const MEMBER_DETAIL_FIELDS = {
  firstName: trimmed(60, 'First name is required'),
  lastName: trimmed(60, 'Last name is required'),
  location: trimmed(100, 'Town/city is required'),
  postcode: PostcodeInputSchema,
};

const registrationFields = {
  email: EmailSchema,
  /** Always set equal to the email (docs/product.md §M3); accepted but ignored if it differs. */
  username: z.string().optional(),
  password: StrongPasswordSchema,
  ...MEMBER_DETAIL_FIELDS,
  bio: z.string().trim().max(1000, 'Bio must be at most 1000 characters').optional().nullable(),
  userType: UserTypeSchema,
  interests: z.array(InterestSchema).max(11).default([]),
  optOutMarketing: z.boolean().default(false),
  riderWeight: RiderWeightSchema.optional().nullable(),
  /**
   * Optional, either type: the member's experience with horses, shown on their public profile unless they
   * hide it on My Profile (docs/decisions/0036-one-horse-form-and-shown-experience.md).
   */
  experienceLevel: ExperienceLevelSchema.nullish(),
  /** Consent, recorded with its time: members must be 18 or over and accept the terms. */
  confirmAge: z.literal(true, AUTH_MESSAGES.ageRequired),
  acceptTerms: z.literal(true, AUTH_MESSAGES.termsRequired),
  /**
   * The page the member joined from (a path of this site, else dropped): the confirmation link in the
   * welcome mail brings them back to it (issue 46). Not stored.
   */
  returnTo: OptionalReturnToSchema,
};

type RegistrationShape = { userType: 'owner' | 'enthusiast'; riderWeight?: string | null };

/** Rider weight is required of enthusiasts and refused for owners (docs/product.md §M3, §M5). */
function checkRiderWeight(value: RegistrationShape, ctx: z.RefinementCtx): void {
  if (value.userType === 'enthusiast' && !value.riderWeight) {
    ctx.addIssue({ code: 'custom', path: ['riderWeight'], message: AUTH_MESSAGES.riderWeightRequired });
  }
  if (value.userType === 'owner' && value.riderWeight) {
    ctx.addIssue({ code: 'custom', path: ['riderWeight'], message: AUTH_MESSAGES.riderWeightOwner });
  }
}

/** POST /api/auth/register (the three-step wizard). */
export const RegisterSchema = z.object(registrationFields).superRefine(checkRiderWeight);
export type RegisterInput = z.infer<typeof RegisterSchema>;

/** POST /api/users (single-page registration): the same fields and rules as the wizard's. */
export const RegisterSinglePageSchema = RegisterSchema;

export const LoginSchema = z.object({
  email: z.string().trim().min(1, AUTH_MESSAGES.loginMissing).max(254),
  password: z.string().min(1, AUTH_MESSAGES.loginMissing).max(PASSWORD_MAX_LENGTH),
  /**
   * "Keep me signed in". Off (the default): a cookie that ends with the browser and 12 hours idle. On: a
   * cookie that lasts, 14 days idle. Either way at most 30 days.
   */
  rememberMe: z.boolean('Keep me signed in must be true or false').optional(),
});
export type LoginInput = z.infer<typeof LoginSchema>;

export const ForgotPasswordSchema = z.object({ email: EmailSchema });

export const ResetPasswordSchema = z.object({
  token: z.string().trim().min(1, AUTH_MESSAGES.resetTokenMissing).max(200),
  password: PasswordSchema,
});

/**
 * GET /api/reset-password/{token}: the reset page asks, as it opens, whether its link can still be used.
 * The router refuses a path segment over 100 characters (414) before this is read; links carry 43.
 */
export const ResetTokenParamsSchema = z.object({
  token: z.string().trim().min(1, AUTH_MESSAGES.resetTokenMissing).max(100),
});
export const RESET_TOKEN_STATUSES = ['valid', 'used', 'expired', 'unknown'] as const;
export type ResetTokenStatus = (typeof RESET_TOKEN_STATUSES)[number];
export const ResetTokenStatusSchema = z.object({ status: z.enum(RESET_TOKEN_STATUSES) });
export type ResetTokenStatusReply = z.infer<typeof ResetTokenStatusSchema>;

export const MessageReplySchema = z.object({ message: z.string() });

// Registration sessions (the wizard's progress, kept server-side).
/** At least 128 random bits (a UUID or 32 hex characters): the id is the only key to the record. */
const SessionIdSchema = z
  .string()
  .trim()
  .min(32, 'Invalid session id')
  .max(100, 'Invalid session id')
  .regex(/^[A-Za-z0-9_-]+$/, 'Invalid session id');

export const RegistrationSessionCreateSchema = z.object({
  sessionId: SessionIdSchema,
  userType: UserTypeSchema,
  interests: z.array(InterestSchema).max(11).default([]),
  currentStep: z.number().int().min(1).max(3).default(1),
});
export type RegistrationSessionCreateInput = z.infer<typeof RegistrationSessionCreateSchema>;

export const RegistrationSessionUpdateSchema = z.object({
  email: z.string().trim().max(254).optional(),
  firstName: z.string().trim().max(60).optional(),
  lastName: z.string().trim().max(60).optional(),
  city: z.string().trim().max(100).optional(),
  postcode: z.string().trim().max(10).optional(),
  bio: z.string().trim().max(1000).optional().nullable(),
  currentStep: z.number().int().min(1).max(3).optional(),
});
export type RegistrationSessionUpdateInput = z.infer<typeof RegistrationSessionUpdateSchema>;

/**
 * What the registration-session calls answer: progress only. The details stay server-side, so knowing an
 * id never reveals someone's name, email or postcode.
 */
export const RegistrationSessionSchema = z.object({
  sessionId: z.string(),
  userType: UserTypeSchema,
  currentStep: z.number().int(),
  completedAt: z.string().nullable(),
});
export type RegistrationSession = z.infer<typeof RegistrationSessionSchema>;
export const RegistrationSessionParamsSchema = z.object({ sessionId: SessionIdSchema });

// The member's own sessions (signed-in browsers): list them, end one, or end every other one.
export const SESSION_CALLS = {
  /** GET: ActiveSessionSchema[], newest first. */
  list: '/api/auth/sessions',
  /** DELETE: ends one of the member's sessions (404 if it is not theirs); MessageReplySchema. */
  end: (sessionId: number) => `/api/auth/sessions/${sessionId}`,
  /** POST (no body): "Sign out everywhere else"; the current session stays. SignOutOthersReplySchema. */
  endOthers: '/api/auth/sessions/sign-out-others',
} as const;

export const ActiveSessionSchema = z.object({
  /** A public number for the session; the cookie's token and its hash never leave the server. */
  id: z.number().int(),
  /** Coarse: "Firefox on Windows", "Safari on iPhone", or "Unknown device". */
  device: z.string(),
  /** ISO 8601 instants. */
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** Whether this session was started with "Keep me signed in". */
  keepSignedIn: z.boolean(),
  /** The session of the browser asking. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSessionSchema>;
export const ActiveSessionListSchema = z.array(ActiveSessionSchema);
export const SessionParamsSchema = z.object({ sessionId: IdParamSchema('Invalid session id') });
export const SignOutOthersReplySchema = z.object({ message: z.string(), ended: z.number().int() });
