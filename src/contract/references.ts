import { z } from 'zod';
import { IdParamSchema } from './ids.js';
import { EXPERIENCE_LEVEL_LABELS, ExperienceLevelSchema, labelledCodes } from './options.js';

// References from people who know a rider, outside the site (issue 44, decision 0055). Calls:
//   POST   /api/references               ReferenceAskInput (the signed-in member) → 201 OwnReference; the
//          referee is mailed a single-use link to /reference/{token}, valid 14 days.
//   GET    /api/references/asks          the member's own asks, newest first → OwnReference[]
//   DELETE /api/references/asks/{id}     the member withdraws an ask not yet answered → 204
//   GET    /api/references/{token}       anyone holding the link, as the page opens: whether it can be
//          used, and who asks → RefereeLink (200 whatever the state, like the reset link's check)
//   POST   /api/references/{token}       ReferenceAnswerInput, no account → 201 { message }
//   GET    /api/users/{id}/references    anyone: the submitted, shown references → PublicReference[]
// A link used twice: 409; after its 14 days or once withdrawn: 410; unknown: 404. Nothing is stored then.

export const REFERENCE_LIMITS = {
  /** People a member has on record at once: answered, or asked and not yet expired. */
  maxReferees: 3,
  /** Asks (new or again) a member may send in seven days. */
  asksPerWeek: 3,
  linkLifetimeDays: 14,
  nameMax: 80,
  emailMax: 254,
  commentMax: 1000,
  knownForYearsMax: 80,
} as const;

/** The page the mailed link opens (no account needed). */
export const refereePagePath = (token: string) => `/reference/${token}`;

/** How the referee knows the rider: asked by the rider, confirmed or corrected by the referee. */
export const {
  codes: REFERENCE_RELATIONSHIPS,
  schema: ReferenceRelationshipSchema,
  labels: REFERENCE_RELATIONSHIP_LABELS,
} = labelledCodes({
  'riding-instructor': 'riding instructor',
  'previous-owner': 'previous owner of a horse they rode',
  'yard-manager': 'yard manager',
  'riding-school': 'riding school',
  'fellow-rider': 'fellow rider',
  other: 'knows them from riding',
});
export type ReferenceRelationship = z.infer<typeof ReferenceRelationshipSchema>;

export const REFERENCE_MESSAGES = {
  asked: (name: string) =>
    `We have e-mailed ${name}. Their reference shows on your profile once they answer.`,
  nameRequired: "Please give your referee's name",
  emailInvalid: 'Please enter a valid e-mail address',
  relationshipRequired: 'Please choose how they know you',
  ownAddress: 'You cannot be your own referee: please ask someone else',
  alreadyGiven: 'This person has already given you a reference',
  alreadyWaiting: 'You have already asked this person: their link is still open',
  tooManyReferees: `You can have up to ${REFERENCE_LIMITS.maxReferees} references. An ask that expires unanswered frees its place.`,
  tooManyAsks: `You can send up to ${REFERENCE_LIMITS.asksPerWeek} asks a week. Please try again in a few days.`,
  askNotFound: 'Reference ask not found',
  askAnswered: 'This reference has already been given',
  linkUnknown: 'This reference link does not work. It may have been copied only in part.',
  linkUsed: 'This reference has already been given. Thank you!',
  linkExpired: `This link has expired: links work for ${REFERENCE_LIMITS.linkLifetimeDays} days. The rider can ask you again.`,
  linkWithdrawn: 'The rider has withdrawn this request for a reference.',
  knownForYears: `Please give a whole number of years, 0 to ${REFERENCE_LIMITS.knownForYearsMax}`,
  levelRequired: 'Please choose the level you have seen them ride at',
  trustRequired: 'Please say whether you would trust them with your own horse',
  commentTooLong: `Please keep it under ${REFERENCE_LIMITS.commentMax} characters`,
  thanks: 'Thank you: your reference is now on their profile.',
  withdrawn: 'Ask withdrawn',
} as const;

/** POST /api/references: whom to ask, by name and address, and how they know the member. */
export const ReferenceAskSchema = z.object({
  refereeName: z
    .string(REFERENCE_MESSAGES.nameRequired)
    .trim()
    .min(1, REFERENCE_MESSAGES.nameRequired)
    .max(REFERENCE_LIMITS.nameMax, `At most ${REFERENCE_LIMITS.nameMax} characters`),
  refereeEmail: z
    .string(REFERENCE_MESSAGES.emailInvalid)
    .trim()
    .max(REFERENCE_LIMITS.emailMax, REFERENCE_MESSAGES.emailInvalid)
    .pipe(z.email(REFERENCE_MESSAGES.emailInvalid)),
  relationship: z.enum(REFERENCE_RELATIONSHIPS, REFERENCE_MESSAGES.relationshipRequired),
});
export type ReferenceAskInput = z.infer<typeof ReferenceAskSchema>;

/** POST /api/references/{token}: the referee's answer. */
export const ReferenceAnswerSchema = z.object({
  relationship: z.enum(REFERENCE_RELATIONSHIPS, REFERENCE_MESSAGES.relationshipRequired),
  knownForYears: z
    .number(REFERENCE_MESSAGES.knownForYears)
    .int(REFERENCE_MESSAGES.knownForYears)
    .min(0, REFERENCE_MESSAGES.knownForYears)
    .max(REFERENCE_LIMITS.knownForYearsMax, REFERENCE_MESSAGES.knownForYears),
  levelSeen: z.enum(ExperienceLevelSchema.options, REFERENCE_MESSAGES.levelRequired),
  wouldTrust: z.boolean(REFERENCE_MESSAGES.trustRequired),
  comment: z
    .string()
    .trim()
    .max(REFERENCE_LIMITS.commentMax, REFERENCE_MESSAGES.commentTooLong)
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type ReferenceAnswerInput = z.infer<typeof ReferenceAnswerSchema>;

/** A submitted reference as anyone reads it: the referee's first name, never their address. */
export const PublicReferenceSchema = z.object({
  id: z.number().int(),
  refereeFirstName: z.string(),
  relationship: ReferenceRelationshipSchema,
  knownForYears: z.number().int(),
  levelSeen: ExperienceLevelSchema,
  wouldTrust: z.boolean(),
  comment: z.string().nullable(),
  submittedAt: z.string(),
});
export type PublicReference = z.infer<typeof PublicReferenceSchema>;
export const PublicReferenceListSchema = z.array(PublicReferenceSchema);

/** Where an ask stands, as its member reads it in My Profile. */
export const REFERENCE_ASK_STATES = ['waiting', 'answered', 'expired', 'withdrawn', 'hidden'] as const;
export type ReferenceAskState = (typeof REFERENCE_ASK_STATES)[number];

export const OwnReferenceSchema = z.object({
  id: z.number().int(),
  refereeName: z.string(),
  refereeEmail: z.string(),
  relationship: ReferenceRelationshipSchema,
  state: z.enum(REFERENCE_ASK_STATES),
  askedAt: z.string(),
  expiresAt: z.string(),
  /** Once answered: the reference as the profile shows it. */
  reference: PublicReferenceSchema.nullable(),
});
export type OwnReference = z.infer<typeof OwnReferenceSchema>;
export const OwnReferenceListSchema = z.array(OwnReferenceSchema);

/** What the referee's page shows before they answer. */
export const RefereeInvitationSchema = z.object({
  riderFirstName: z.string(),
  riderLastName: z.string(),
  refereeName: z.string(),
  relationship: ReferenceRelationshipSchema,
  expiresAt: z.string(),
});
export type RefereeInvitation = z.infer<typeof RefereeInvitationSchema>;

/** Whether a referee's link can still be used; only an open one says who asks. */
export const REFEREE_LINK_STATES = ['open', 'used', 'expired', 'withdrawn', 'unknown'] as const;
export type RefereeLinkState = (typeof REFEREE_LINK_STATES)[number];
export const RefereeLinkSchema = z.object({
  state: z.enum(REFEREE_LINK_STATES),
  invitation: RefereeInvitationSchema.nullable(),
});
export type RefereeLink = z.infer<typeof RefereeLinkSchema>;

/** What the page says of a link that cannot be used (the POST's 4xx says the same). */
export const REFEREE_LINK_WORDS: Record<Exclude<RefereeLinkState, 'open'>, string> = {
  used: REFERENCE_MESSAGES.linkUsed,
  expired: REFERENCE_MESSAGES.linkExpired,
  withdrawn: REFERENCE_MESSAGES.linkWithdrawn,
  unknown: REFERENCE_MESSAGES.linkUnknown,
};

export const ReferenceTokenParamsSchema = z.object({
  token: z.string().trim().min(1, REFERENCE_MESSAGES.linkUnknown).max(200, REFERENCE_MESSAGES.linkUnknown),
});
export const ReferenceAskParamsSchema = z.object({ id: IdParamSchema('Invalid reference id') });

export const ReferenceAnsweredSchema = z.object({ message: z.string() });

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "known 3 years", "known 1 year", "known less than a year". */
export function knownForWords(years: number): string {
  if (years < 1) return 'known less than a year';
  return `known ${years} year${years === 1 ? '' : 's'}`;
}

/** "Jo, riding instructor, known 3 years, Dec 2026": one reference in a line (month in London). */
export function referenceLine(
  reference: Pick<PublicReference, 'refereeFirstName' | 'relationship' | 'knownForYears' | 'submittedAt'>,
): string {
  const at = new Date(reference.submittedAt);
  const [month, year] = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    month: 'numeric',
    year: 'numeric',
  })
    .format(at)
    .split('/');
  const when = `${MONTHS[Number(month) - 1] ?? ''} ${year ?? ''}`;
  return `${reference.refereeFirstName}, ${REFERENCE_RELATIONSHIP_LABELS[reference.relationship]}, ${knownForWords(reference.knownForYears)}, ${when}`;
}

/** "Has seen them ride at Intermediate level · Would trust them with their own horse". */
export function referenceVerdictWords(reference: Pick<PublicReference, 'levelSeen' | 'wouldTrust'>): string {
  const trust = reference.wouldTrust
    ? 'Would trust them with their own horse'
    : 'Would not yet trust them with their own horse';
  return `Has seen them ride at ${EXPERIENCE_LEVEL_LABELS[reference.levelSeen]} level · ${trust}`;
}
