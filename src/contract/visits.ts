import { z } from 'zod';
import { labelledCodes } from './options.js';
import { ukMobileE164 } from './rules/uk-mobile.js';

// Issue 27, the visit arranged (ours; the specification has no such calls). All need a signed-in member
// (401) except the feed itself, whose secret token is its key.
//   GET  /api/horses/{id}/yard-details   the horse's owner only (403; unknown horse 404) → YardDetails
//   PUT  /api/horses/{id}/yard-details   YardDetailsInput → 200 YardDetails (the owner only)
//   The accepted request as its enthusiast reads it (GET /api/requests, the request's answers) carries
//   `yardDetails` from acceptance until the visit has ended; null for anyone else and at any other time.
//   GET    /api/calendar-feed            → CalendarFeedStatus (is there a feed address, since when)
//   POST   /api/calendar-feed            → 201 CalendarFeedAddress: a new secret address; the old stops
//   DELETE /api/calendar-feed            → 204: the address stops working
//   GET    /api/calendar-feed/{token}    the member's accepted visits as text/calendar (unknown: 404)

export const YARD_LIMITS = { fieldMax: 1000 } as const;

/** The form's fields and their labels, grouped as the owner fills them in and the enthusiast reads them. */
export const { codes: YARD_FIELDS, labels: YARD_FIELD_LABELS } = labelledCodes({
  address: "Yard's address",
  directions: 'Directions',
  parking: 'Parking',
  arrival: 'When you arrive',
  feeding: 'Feeding',
  turnout: 'Turn-out',
  tack: 'Tack',
  vetAndFarrier: 'Vet and farrier',
  emergencyContact: 'Emergency contact',
  // Texted when a rider on a share or visit is overdue (issue 45): checked as a UK mobile, kept as E.164.
  emergencyMobile: 'Emergency contact mobile',
});
export type YardField = (typeof YARD_FIELDS)[number];

export const YARD_MESSAGES = {
  tooLong: `At most ${YARD_LIMITS.fieldMax} characters`,
  ownerOnly: "Only the horse's owner can see or change its yard details",
  horseNotFound: 'Horse not found',
  saved: 'Yard details saved',
  feedNotFound: 'Calendar feed not found',
  notUkMobile: 'Please enter a UK mobile number, like 07700 900123 or +44 7700 900123',
} as const;

const yardText = z.string().trim().max(YARD_LIMITS.fieldMax, YARD_MESSAGES.tooLong);

/** A UK mobile number ('' for none), checked when the card is saved and kept as E.164 (+447700900123). */
const ukMobile = z
  .string()
  .trim()
  .transform((text, ctx) => {
    if (text === '') return '';
    const e164 = ukMobileE164(text);
    if (e164 === null) ctx.addIssue({ code: 'custom', message: YARD_MESSAGES.notUkMobile });
    return e164 ?? text;
  });

const textFields = Object.fromEntries(YARD_FIELDS.map((field) => [field, yardText.default('')])) as Record<
  YardField,
  z.ZodDefault<typeof yardText>
>;

/** PUT /api/horses/{id}/yard-details: every field optional ('' clears it). */
export const YardDetailsInputSchema = z.object({
  ...textFields,
  emergencyMobile: ukMobile.default(''),
});
export type YardDetailsInput = z.infer<typeof YardDetailsInputSchema>;

export const YardDetailsSchema = z.object(
  Object.fromEntries(YARD_FIELDS.map((field) => [field, z.string()])) as Record<YardField, z.ZodString>,
);
export type YardDetails = z.infer<typeof YardDetailsSchema>;

export const CalendarFeedStatusSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export type CalendarFeedStatus = z.infer<typeof CalendarFeedStatusSchema>;

/** The feed's path on this site (the page puts the site's address before it). */
export const CalendarFeedAddressSchema = z.object({ path: z.string() });
export type CalendarFeedAddress = z.infer<typeof CalendarFeedAddressSchema>;

/** 32 random bytes, base64url. */
export const CalendarFeedTokenParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, YARD_MESSAGES.feedNotFound),
});

export const CALENDAR_FEED_PATH = '/api/calendar-feed';
