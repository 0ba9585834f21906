import { z } from 'zod';
import { calendarDay } from './availability.js';
import { SHARE_LIMITS } from './rules/share-days.js';
import { longWeekday, WEEKDAYS, type Weekday } from './rules/weekdays.js';
import { shortDay } from './rules/visit-words.js';

// A standing share (docs/decisions/0051): one request with `kind: "share"`, set weekdays every week, a
// trial, and days booked from them. Calls (ours), for the two members of the share only (anyone else: 404
// as for an unknown request; a visit, not a share: 409 notAShare):
//   POST /api/requests                      RequestCreateInput with kind "share" → 201 RequestView
//   POST /api/requests/{id}/accept          the owner; body may carry `withoutDays`: the days the horse's
//        capacity cannot hold (each day's `taken`), which are then left out. A taken day not named: 409.
//   POST /api/requests/{id}/skip            ShareSkipInput: a planned day from today on → skipped
//   POST /api/requests/{id}/missed          ShareDayInput: the owner, a planned day that has begun → missed
//   POST /api/requests/{id}/end             ShareEndInput: the last day is noticeDays (7) from today, or
//        the share's own end when sooner; later days are dropped. Both are told the last day.
//   POST /api/requests/{id}/continue        ShareContinueInput: "Carry on sharing?" during the trial's last
//        days; when both say yes it rolls on, when either says no it ends on the trial's last day.
//   POST /api/requests/{id}/change          ShareChangeInput: new weekdays from a date, proposed to the other
//   POST /api/requests/{id}/change/accept   the other member: the days from that date are booked anew
//   POST /api/requests/{id}/change/decline  either member: the proposal is dropped
// Each reply is the share's RequestView.

export { WEEKDAYS, type Weekday } from './rules/weekdays.js';
export { SHARE_LIMITS } from './rules/share-days.js';

export const REQUEST_KINDS = ['visit', 'share'] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];

/**
 * A day of a visit or a share, as both members read it: planned (to come), done (it has passed), skipped
 * (one of them called that day off), missed (the owner says the rider did not come), cancelled (the
 * arrangement was called off or ended, or the day was left out because it was taken).
 */
export const SHARE_DAY_STATUSES = ['planned', 'skipped', 'done', 'missed', 'cancelled'] as const;
export type ShareDayStatus = (typeof SHARE_DAY_STATUSES)[number];

export const SHARE_MESSAGES = {
  weekdaysRequired: 'Please choose at least one day of the week',
  weekdayUnknown: 'Please choose days from Monday to Sunday',
  weekdayRepeated: 'Please choose each day of the week once',
  weekdayNotOffered: (weekday: Weekday) => `The owner does not offer ${longWeekday(weekday)}s at this time`,
  trialWeeks: `A trial is ${SHARE_LIMITS.trialWeeksMin} to ${SHARE_LIMITS.trialWeeksMax} weeks`,
  slotRequired: 'Please choose a time slot',
  endBeforeTrial: 'The end date cannot be before the trial ends',
  alreadySharing: 'You already have an open share for this horse. It is waiting in your requests.',
  notAShare: 'This is a one-off visit, not a share',
  daysTaken: (days: readonly string[]) =>
    `Already taken: ${days.map(shortDay).join(', ')}. Accept without ${days.length === 1 ? 'that day' : 'those days'}, or decline.`,
  notRunning: 'This share is not running',
  dayNotPlanned: 'That day is not a planned day of this share',
  dayPassed: 'That day has already begun',
  dayNotBegun: 'That day has not begun yet',
  ownerOnlyMissed: "Only the horse's owner can mark a day as missed",
  trialOver: 'The trial has already ended',
  notAskedYet: 'Carry on sharing is asked in the last days of the trial',
  changeWaiting: 'A change of days is already waiting for an answer',
  noChange: 'There is no change of days waiting',
  ownChange: 'The other member answers your change of days',
  changeSameDays: 'These are already the days of this share',
  changeFromPast: 'The new days can start from today onwards',
  changeAfterEnd: 'The new days must start before the share ends',
  slotGone: 'The owner no longer offers this time, so the days cannot change',
  endInstead: 'A running share is ended with notice, not cancelled',
  /** The action on a visit whose day has passed: it is cancelled, read as "did not take place". */
  didNotHappen: 'It did not take place',
  reasonTooLong: `A reason can be at most ${SHARE_LIMITS.reasonMax} characters`,
  // Words on screen.
  askToShare: 'Ask to share',
  shareSent: 'Share request sent',
  myShares: 'My shares',
  carryOn: 'Carry on sharing?',
} as const;

/** One weekday by name; anything else is refused with the field's words. */
const weekdayName = z.enum(WEEKDAYS, { error: SHARE_MESSAGES.weekdayUnknown });

/** One or more weekdays, each once. */
export const weekdaysField = z
  .array(weekdayName, { error: SHARE_MESSAGES.weekdaysRequired })
  .min(1, SHARE_MESSAGES.weekdaysRequired)
  .max(WEEKDAYS.length, SHARE_MESSAGES.weekdayRepeated)
  .refine((days) => new Set(days).size === days.length, SHARE_MESSAGES.weekdayRepeated);

export const trialWeeksField = z
  .number({ error: SHARE_MESSAGES.trialWeeks })
  .int(SHARE_MESSAGES.trialWeeks)
  .min(SHARE_LIMITS.trialWeeksMin, SHARE_MESSAGES.trialWeeks)
  .max(SHARE_LIMITS.trialWeeksMax, SHARE_MESSAGES.trialWeeks);

const reason = z.string().trim().max(SHARE_LIMITS.reasonMax, SHARE_MESSAGES.reasonTooLong).nullish();

export const ShareDaySchema = z.object({
  date: z.string(),
  /** London wall-clock times, 'HH:MM', as agreed: a later edit of the slot does not move them. */
  startTime: z.string(),
  endTime: z.string(),
  status: z.enum(SHARE_DAY_STATUSES),
  /** Why it was skipped, missed or cancelled, when someone said. */
  reason: z.string().nullable(),
  /** A pending share's day that the horse's capacity can no longer hold (the owner accepts without it). */
  taken: z.boolean(),
});
export type ShareDay = z.infer<typeof ShareDaySchema>;

/** What a share adds to a request's view; empty and null for a one-off visit. */
export const ShareFieldsSchema = z.object({
  kind: z.enum(REQUEST_KINDS),
  weekdays: z.array(z.enum(WEEKDAYS)),
  trialEndsOn: z.string().nullable(),
  /** Each booked day (a visit: its one day), in date order. */
  days: z.array(ShareDaySchema),
  /** The last day has ended: a visit reads "Done", with nothing left to cancel. */
  isOver: z.boolean(),
  /** "Carry on sharing?": each side's answer, null until given; asked is true once the question is open. */
  carryOn: z.object({
    asked: z.boolean(),
    owner: z.boolean().nullable(),
    requester: z.boolean().nullable(),
  }),
  /** New weekdays from a date, proposed by one member and waiting for the other. */
  proposedChange: z
    .object({ weekdays: z.array(z.enum(WEEKDAYS)), fromDate: z.string(), byId: z.number().int() })
    .nullable(),
});
export type ShareFields = z.infer<typeof ShareFieldsSchema>;

export const ShareDayInputSchema = z.object({ date: calendarDay('Please choose a day') });
export type ShareDayInput = z.infer<typeof ShareDayInputSchema>;

export const ShareSkipSchema = ShareDayInputSchema.extend({ reason });
export type ShareSkipInput = z.infer<typeof ShareSkipSchema>;

export const ShareEndSchema = z.object({
  reason,
  noticeDays: z
    .number()
    .int()
    .min(0)
    .max(SHARE_LIMITS.bookAheadDays, `Notice is 0 to ${SHARE_LIMITS.bookAheadDays} days`)
    .optional(),
});
export type ShareEndInput = z.infer<typeof ShareEndSchema>;

export const ShareContinueSchema = z.object({ carryOn: z.boolean().default(true) });
export type ShareContinueInput = z.infer<typeof ShareContinueSchema>;

export const ShareChangeSchema = z.object({
  weekdays: weekdaysField,
  fromDate: calendarDay('Please choose the first day of the new days'),
});
export type ShareChangeInput = z.infer<typeof ShareChangeSchema>;

/** Accepting a share may leave out the days already taken (each named, so nothing is half-booked). */
export const withoutDaysField = z
  .array(calendarDay('Please name each day as YYYY-MM-DD'))
  .max(400)
  .optional();
