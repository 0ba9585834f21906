import { z } from 'zod';
import { IdSchema } from './ids.js';
import { labelledCodes } from './options.js';
import { REQUEST_KINDS } from './shares.js';

// The share agreement (issue 43, docs/decisions/0053): drafted from the arrangement, completed by the
// owner, accepted by both members, one version at a time. Calls (ours), for the request's two members
// only (anyone else: 404, as for an unknown request):
//   GET  /api/requests/{id}/agreement          → AgreementView. Before the owner first saves it: version 0,
//        the draft (the arrangement's facts, the owner's part empty but for the yard card's contact).
//   PUT  /api/requests/{id}/agreement          AgreementTermsInput → AgreementView. The owner only (403);
//        a change makes the next version, accepted by the owner as they save it, and needs the other
//        member again; a save that changes nothing keeps the version. Unknown fields: 400.
//   POST /api/requests/{id}/agreement/accept   AgreementAcceptInput { version } → AgreementView; a version
//        that is not the latest: 409 (nothing is stored).
//   GET  /api/requests/{id}/agreement.pdf      the latest version as an A4 PDF (version 0: 409).
// Editing and accepting need a pending or running arrangement (409 once it is declined, cancelled or
// over); reading and the PDF stay open to both members while the request is kept (privacy policy).

export const AGREEMENT_LIMITS = { textMax: 2000, shortMax: 200, idMax: 40 } as const;

/** An answer about insurance: always shown to both members, "Not sure" included. */
export const {
  codes: INSURANCE_ANSWERS,
  schema: InsuranceAnswerSchema,
  labels: INSURANCE_ANSWER_LABELS,
} = labelledCodes({ yes: 'Yes', no: 'No', 'not-sure': 'Not sure' });
export type InsuranceAnswer = z.infer<typeof InsuranceAnswerSchema>;

/** What kind of answer each of the owner's fields takes. */
type TermKind = 'allowed' | 'short' | 'text' | 'id' | 'insurance';

/**
 * The owner's part, in the order the form and the agreement show it: each field's label and kind. The
 * passport number and microchip are the agreement's alone (no other reply carries them).
 */
export const AGREEMENT_TERMS = {
  schooling: { label: 'Schooling', kind: 'allowed' },
  hacking: { label: 'Hacking', kind: 'allowed' },
  hackingAlone: { label: 'Hacking alone', kind: 'allowed' },
  jumping: { label: 'Jumping', kind: 'allowed' },
  longestRide: { label: 'Longest ride', kind: 'short' },
  duties: { label: 'Duties', kind: 'text' },
  tack: { label: 'Tack and equipment', kind: 'text' },
  vet: { label: 'Vet', kind: 'short' },
  farrier: { label: 'Farrier', kind: 'short' },
  emergencyContact: { label: 'Emergency contact', kind: 'short' },
  ifHorseUnwell: { label: 'If the horse is ill or lame', kind: 'text' },
  ifSharerHurt: { label: 'If the sharer is hurt', kind: 'text' },
  passportNumber: { label: "Horse's passport number", kind: 'id' },
  microchip: { label: 'Microchip number', kind: 'id' },
  ownerInsuranceCoversRider: {
    label: "Does the owner's insurance cover the named rider?",
    kind: 'insurance',
  },
  riderHasOwnCover: { label: 'Does the rider hold their own rider liability cover?', kind: 'insurance' },
} as const satisfies Record<string, { label: string; kind: TermKind }>;
export type AgreementTerm = keyof typeof AGREEMENT_TERMS;
export const AGREEMENT_TERM_NAMES = Object.keys(AGREEMENT_TERMS) as AgreementTerm[];

/** The riding the owner allows, each yes or no. */
export const RIDING_TERMS = ['schooling', 'hacking', 'hackingAlone', 'jumping'] as const;

export const AGREEMENT_MESSAGES = {
  tooLong: (max: number) => `At most ${max} characters`,
  unknownField: (keys: readonly string[]) =>
    `Unknown field${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}`,
  insurance: 'Please answer Yes, No or Not sure',
  allowed: 'Please answer yes or no',
  ownerOnly: "Only the horse's owner can write the agreement",
  notFound: 'Request not found',
  stale: (latest: number) =>
    `The agreement has changed since you read it: version ${latest} is the latest. Please read it again before accepting.`,
  nothingToAccept: 'The owner has not completed the agreement yet',
  closed: 'This arrangement is no longer open, so its agreement cannot change',
  version: 'Please say which version you accept',
  // Words on screen.
  saved: 'Agreement saved',
  accepted: 'Agreement accepted',
} as const;

/**
 * The fixed clause of every agreement: no money for riding or services, and why it matters. Not the
 * owner's to edit, so every agreement says it the same way.
 */
export const NO_MONEY_CLAUSE =
  'No money changes hands for riding or for any service in this arrangement. This matters: payment for riding can make a share a commercial arrangement for insurance purposes, which an ordinary horse owner’s policy may not cover. Costs such as a lesson with an instructor are paid to that instructor, never to the owner for riding.';

const longText = z
  .string()
  .trim()
  .max(AGREEMENT_LIMITS.textMax, AGREEMENT_MESSAGES.tooLong(AGREEMENT_LIMITS.textMax));
const shortText = z
  .string()
  .trim()
  .max(AGREEMENT_LIMITS.shortMax, AGREEMENT_MESSAGES.tooLong(AGREEMENT_LIMITS.shortMax));
const idText = z
  .string()
  .trim()
  .max(AGREEMENT_LIMITS.idMax, AGREEMENT_MESSAGES.tooLong(AGREEMENT_LIMITS.idMax));
const allowed = z.boolean({ error: AGREEMENT_MESSAGES.allowed });
const insurance = z.enum(INSURANCE_ANSWERS, { error: AGREEMENT_MESSAGES.insurance });

const TERM_SCHEMAS = {
  allowed: allowed.default(false),
  short: shortText.default(''),
  text: longText.default(''),
  id: idText.default(''),
  insurance: insurance.default('not-sure'),
} as const;

type TermSchema<K extends AgreementTerm> = (typeof TERM_SCHEMAS)[(typeof AGREEMENT_TERMS)[K]['kind']];

const termShape = Object.fromEntries(
  AGREEMENT_TERM_NAMES.map((name) => [name, TERM_SCHEMAS[AGREEMENT_TERMS[name].kind]]),
) as { [K in AgreementTerm]: TermSchema<K> };

/**
 * PUT /api/requests/{id}/agreement: the owner's part, whole (a field left out takes its empty value:
 * no, '' or Not sure). A field the agreement does not have is refused, naming it.
 */
export const AgreementTermsInputSchema = z.strictObject(termShape, {
  error: (issue) =>
    issue.code === 'unrecognized_keys' ? AGREEMENT_MESSAGES.unknownField(issue.keys) : undefined,
});
export type AgreementTermsInput = z.input<typeof AgreementTermsInputSchema>;
export type AgreementTerms = z.output<typeof AgreementTermsInputSchema>;

const REPLY_SCHEMAS = {
  allowed: z.boolean(),
  short: z.string(),
  text: z.string(),
  id: z.string(),
  insurance,
} as const;

type ReplySchema<K extends AgreementTerm> = (typeof REPLY_SCHEMAS)[(typeof AGREEMENT_TERMS)[K]['kind']];

/** The owner's part as every reply carries it. */
export const AgreementTermsSchema = z.object(
  Object.fromEntries(
    AGREEMENT_TERM_NAMES.map((name) => [name, REPLY_SCHEMAS[AGREEMENT_TERMS[name].kind]]),
  ) as { [K in AgreementTerm]: ReplySchema<K> },
);

/** The owner's part before anything is written: nothing allowed, nothing said, insurance not sure. */
export const EMPTY_TERMS: AgreementTerms = AgreementTermsInputSchema.parse({});

/** POST /api/requests/{id}/agreement/accept: the version the member read and accepts. */
export const AgreementAcceptSchema = z.strictObject(
  { version: IdSchema(AGREEMENT_MESSAGES.version) },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? AGREEMENT_MESSAGES.unknownField(issue.keys) : undefined,
  },
);
export type AgreementAcceptInput = z.infer<typeof AgreementAcceptSchema>;

/**
 * What the site knows of the arrangement, written into each version as it was saved: the members, the
 * horse, the days and times in words, the trial and the notice, the services.
 */
export const AgreementFactsSchema = z.object({
  kind: z.enum(REQUEST_KINDS),
  owner: z.object({ id: z.number().int(), name: z.string() }),
  sharer: z.object({ id: z.number().int(), name: z.string() }),
  horse: z.object({
    name: z.string(),
    breed: z.string(),
    age: z.number().int().nullable(),
    height: z.string(),
  }),
  /** "Tue & Sat from Tue 2 Mar, 09:00–12:00 · trial until Mon 5 Apr" (share-words) or the visit's day. */
  days: z.string(),
  /** "5 weeks, until Mon 5 Apr"; null for a one-off visit. */
  trial: z.string().nullable(),
  /** How either member ends it. */
  notice: z.string(),
  /** The services asked for, by label. */
  services: z.array(z.string()),
});
export type AgreementFacts = z.infer<typeof AgreementFactsSchema>;

/** The fact lines a change list names, with their labels. */
export const FACT_LABELS = {
  owner: 'Owner',
  sharer: 'Sharer',
  horse: 'Horse',
  days: 'Days and times',
  trial: 'Trial',
  notice: 'Notice',
  services: 'Services',
} as const;

/** One line of "what changed" since the previous version. */
export const AgreementChangeSchema = z.object({
  field: z.string(),
  label: z.string(),
  from: z.string(),
  to: z.string(),
});
export type AgreementChange = z.infer<typeof AgreementChangeSchema>;

const AcceptanceSchema = z.object({
  memberId: z.number().int(),
  name: z.string(),
  /** When they accepted this version (ISO instant), or null while it waits for them. */
  acceptedAt: z.string().nullable(),
});

export const AgreementViewSchema = z.object({
  requestId: z.number().int(),
  /** 0: the draft, never saved; then 1, 2 … one per change. */
  version: z.number().int(),
  savedAt: z.string().nullable(),
  facts: AgreementFactsSchema,
  terms: AgreementTermsSchema,
  /** Who accepted this version, and when: the owner, then the sharer. */
  acceptances: z.object({ owner: AcceptanceSchema, sharer: AcceptanceSchema }),
  /** What this version changed from the one before (empty for version 0 and 1). */
  changes: z.array(AgreementChangeSchema),
  /** The arrangement itself has changed since this version (new days, say): saving again brings it in. */
  factsChanged: z.boolean(),
  /** The reader is the owner and the arrangement is open. */
  canEdit: z.boolean(),
  /** The arrangement is pending or running, so the agreement can still be accepted or changed. */
  open: z.boolean(),
  noMoneyClause: z.string(),
  /** The site's name, as the page and the PDF print it. */
  siteName: z.string(),
});
export type AgreementView = z.infer<typeof AgreementViewSchema>;

export const agreementPath = (requestId: number) => `/api/requests/${requestId}/agreement`;
export const agreementPdfPath = (requestId: number) => `/api/requests/${requestId}/agreement.pdf`;
/** An admin's read of an agreement, allowed only while a report names it (decision 0053). */
export const adminAgreementPath = (requestId: number) => `/api/admin/agreements/${requestId}`;
