import { z } from 'zod';
import { IdParamSchema, IdSchema } from './ids.js';
import { RIDE_TIMES } from './rules/ride-times.js';

// Out on a ride (issue 45, docs/decisions/0056). All need a signed-in member (401); a request or ride the
// member is not one of the two members of answers 404, as for an unknown one.
//   POST /api/requests/{id}/rides   RideStartInput → 201 RideView. The rider (the requester of an accepted
//        visit or share), on one of its days in London (409 otherwise); the owner: 403. One ride out at a
//        time (409). backBy later than now and at most RIDE_TIMES.backByMaxHours ahead (400).
//   GET  /api/requests/{id}/rides   → RideView[], newest first (the latest RIDE_LIST_LIMIT), either member
//   POST /api/rides/{id}/back       → RideView: "I'm back" (the rider; an ended ride: 409). After an
//        overdue alert, the owner and the emergency contact are told the rider is safe.
//   POST /api/rides/{id}/extend     RideExtendInput → RideView: a new back-by time, before the alert has
//        gone (409 after: "I'm back" then); the same limits as at the start.
//   POST /api/rides/{id}/note       RideNoteInput → 201 DiaryEntry: the after-ride note to the owner, once a
//        ride is over, once per ride (409), by its rider.
//   GET  /api/requests/{id}/diary   → DiaryEntry[], newest first, either member.
//   POST /api/requests/{id}/diary   DiaryReplyInput → 201 DiaryReply: the owner answers a note of this share.
// The route note goes to the owner (the ride's view, the overdue alert) and the emergency contact (the
// text), and back to its rider; the diary to the two members only.

export const RIDE_LIMITS = {
  /** "Where are you going?": a short note. */
  routeMax: 200,
  howItWentMax: 1000,
  shoesMax: 200,
  lamenessMax: 200,
  toWatchMax: 500,
  replyMax: 1000,
} as const;

export const RIDE_LIST_LIMIT = 20;

export const RIDE_COMPANIES = ['alone', 'with others'] as const;
export type RideCompany = (typeof RIDE_COMPANIES)[number];

export const RIDE_MESSAGES = {
  backByRequired: 'Please say when you will be back',
  backByPast: 'The back-by time must be later than now',
  backByTooFar: `The back-by time can be at most ${RIDE_TIMES.backByMaxHours} hours from now`,
  routeRequired: 'Please say where you are going',
  routeTooLong: `Where you are going can be at most ${RIDE_LIMITS.routeMax} characters`,
  companyRequired: 'Please say whether you are riding alone or with others',
  riderOnly: 'Only the rider of this share or visit can start or end a ride',
  notYourDay: 'A ride can be started only on one of your days with this horse',
  notAccepted: 'A ride can be started only on an accepted visit or share',
  alreadyOut: 'You are already out on a ride. Tap “I’m back” first.',
  rideOver: 'This ride has already ended',
  alreadyAlerted: 'The owner has already been told you are overdue. Tap “I’m back” when you are.',
  rideNotFound: 'Ride not found',
  notBackYet: 'Tap “I’m back” before writing how the ride went',
  noteWritten: 'The note about this ride has already been written',
  howItWentRequired: 'Please say how it went',
  howItWentTooLong: `How it went can be at most ${RIDE_LIMITS.howItWentMax} characters`,
  shoesTooLong: `Shoes can be at most ${RIDE_LIMITS.shoesMax} characters`,
  lamenessTooLong: `Lameness can be at most ${RIDE_LIMITS.lamenessMax} characters`,
  toWatchTooLong: `Anything to watch can be at most ${RIDE_LIMITS.toWatchMax} characters`,
  replyRequired: 'Please write a reply',
  replyTooLong: `A reply can be at most ${RIDE_LIMITS.replyMax} characters`,
  ownerOnlyReply: "Only the horse's owner replies to a note in the diary",
  noteNotFound: 'That note is not in this diary',
  // Words on screen.
  startRide: 'Start ride',
  back: 'I’m back',
  extend: 'Extend',
  stillOut: 'Still out?',
  diary: 'Diary',
  rideStarted: 'Ride started. Have a good ride!',
  welcomeBack: 'Welcome back!',
  noteSaved: 'Note sent to the owner',
  replySaved: 'Reply added to the diary',
} as const;

/** An instant with its offset ('2026-12-02T15:30:00Z' or '…+00:00'), read as a Date. */
const instant = (message: string) =>
  z
    .string({ error: message })
    .pipe(z.iso.datetime({ offset: true, message }))
    .transform((text) => new Date(text));

export const RideStartSchema = z.object({
  backBy: instant(RIDE_MESSAGES.backByRequired),
  note: z
    .string({ error: RIDE_MESSAGES.routeRequired })
    .trim()
    .min(1, RIDE_MESSAGES.routeRequired)
    .max(RIDE_LIMITS.routeMax, RIDE_MESSAGES.routeTooLong),
  company: z.enum(RIDE_COMPANIES, { error: RIDE_MESSAGES.companyRequired }),
});
export type RideStartInput = z.infer<typeof RideStartSchema>;

export const RideExtendSchema = RideStartSchema.pick({ backBy: true });
export type RideExtendInput = z.infer<typeof RideExtendSchema>;

/** The rider's form: a time on London's clock instead of an instant (contract/rules/ride-times backByAt). */
export const RideStartFormSchema = RideStartSchema.pick({ note: true, company: true }).extend({
  backByTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, RIDE_MESSAGES.backByRequired),
});
export const RideExtendFormSchema = RideStartFormSchema.pick({ backByTime: true });

export const RideIdParamsSchema = z.object({ id: IdParamSchema() });

export const RideViewSchema = z.object({
  id: z.number().int(),
  requestId: z.number().int(),
  riderId: z.number().int(),
  startedAt: z.string(),
  backBy: z.string(),
  /** Where the rider is going: the two members read it; the emergency contact is texted it if overdue. */
  note: z.string(),
  company: z.enum(RIDE_COMPANIES),
  /** When the rider said they were back; null while out. */
  backAt: z.string().nullable(),
  /** When the owner and the emergency contact were alerted that the rider is overdue; null if never. */
  alertedAt: z.string().nullable(),
  /** The after-ride note has been written. */
  noted: z.boolean(),
});
export type RideView = z.infer<typeof RideViewSchema>;

const optionalText = (max: number, message: string) => z.string().trim().max(max, message).default('');

/** POST /api/rides/{id}/note: how it went (required), shoes, any lameness, anything to watch. */
export const RideNoteSchema = z.object({
  howItWent: z
    .string({ error: RIDE_MESSAGES.howItWentRequired })
    .trim()
    .min(1, RIDE_MESSAGES.howItWentRequired)
    .max(RIDE_LIMITS.howItWentMax, RIDE_MESSAGES.howItWentTooLong),
  shoes: optionalText(RIDE_LIMITS.shoesMax, RIDE_MESSAGES.shoesTooLong),
  lameness: optionalText(RIDE_LIMITS.lamenessMax, RIDE_MESSAGES.lamenessTooLong),
  toWatch: optionalText(RIDE_LIMITS.toWatchMax, RIDE_MESSAGES.toWatchTooLong),
});
export type RideNoteInput = z.infer<typeof RideNoteSchema>;

export const RIDE_NOTE_LABELS = {
  howItWent: 'How it went',
  shoes: 'Shoes',
  lameness: 'Any lameness',
  toWatch: 'Anything to watch',
} as const satisfies Record<keyof RideNoteInput, string>;

export const DiaryReplyInputSchema = z.object({
  noteId: IdSchema(RIDE_MESSAGES.noteNotFound),
  text: z
    .string({ error: RIDE_MESSAGES.replyRequired })
    .trim()
    .min(1, RIDE_MESSAGES.replyRequired)
    .max(RIDE_LIMITS.replyMax, RIDE_MESSAGES.replyTooLong),
});
export type DiaryReplyInput = z.infer<typeof DiaryReplyInputSchema>;

const AuthorSchema = z.object({ id: z.number().int(), firstName: z.string() });

export const DiaryReplySchema = z.object({
  id: z.number().int(),
  noteId: z.number().int(),
  author: AuthorSchema,
  text: z.string(),
  createdAt: z.string(),
});
export type DiaryReply = z.infer<typeof DiaryReplySchema>;

/** One after-ride note and the owner's replies to it (oldest first under it). */
export const DiaryEntrySchema = z.object({
  id: z.number().int(),
  rideId: z.number().int(),
  requestId: z.number().int(),
  author: AuthorSchema,
  /** When the ride began and ended, for the entry's heading. */
  rideStartedAt: z.string(),
  rideBackAt: z.string().nullable(),
  howItWent: z.string(),
  shoes: z.string(),
  lameness: z.string(),
  toWatch: z.string(),
  createdAt: z.string(),
  replies: z.array(DiaryReplySchema),
});
export type DiaryEntry = z.infer<typeof DiaryEntrySchema>;

export const ridesPath = (requestId: number) => `/api/requests/${requestId}/rides`;
export const diaryPath = (requestId: number) => `/api/requests/${requestId}/diary`;
export const ridePath = (rideId: number, action: 'back' | 'extend' | 'note') =>
  `/api/rides/${rideId}/${action}`;
