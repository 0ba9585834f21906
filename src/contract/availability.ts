import { z } from 'zod';
import { IdParamSchema, IdSchema } from './ids.js';
import { RECURRENCE_TYPES, RecurrenceTypeSchema } from './options.js';
import { isCalendarDay } from './rules/calendar-days.js';
import { spanProblems } from './rules/recurrence.js';
import { RepeatSchema, slotsOfPlan, type SlotPlan } from './rules/slot-plan.js';

// Calls (docs/product.md §P7; the quick setup is ours):
//   GET    /api/availability-slots?horseId=&from=&to=&limit=&offset=  public; slots that may occur in
//          from..to (calendar days); X-Total-Count. Reply AvailabilitySlot[], each with its taken days
//          and (signed in) the reader's requested days in from..to (from today to 62 days on by default);
//          the horse's owner also reads the days accepted shares hold and the sharers' first names.
//   POST   /api/availability-slots              AvailabilitySlotCreateInput → 201 AvailabilitySlot
//   PUT    /api/availability-slots/{id}         AvailabilitySlotUpdateInput → 200 AvailabilitySlot
//   DELETE /api/availability-slots/{id}         → 204
//   POST   /api/availability-slots/quick-setup  QuickSetupInput → 201 AvailabilitySlot[] (one transaction)
//   POST   /api/availability-slots/{id}/extend  no body → 200 AvailabilitySlot: carried on for the same span
//          again (rules/slot-ending.ts); 409 unless it ends within ENDING_NOTICE_DAYS (a second press,
//          or a slot with weeks to run, changes nothing).
// Writes: signed in (401) and the horse's owner (403); unknown horse or slot 404.

export const AVAILABILITY_LIMITS = {
  titleMax: 100,
  defaultPage: 200,
  maxPage: 500,
  capacityMax: 20,
} as const;

/**
 * The id of the owner's list of slots on a horse's page, each with the day it runs until (and Carry on
 * when it ends within a week): where the notice that a slot runs out links to.
 */
export const OWNER_SLOTS_ANCHOR = 'your-slots';

/** Default times of the slot form (docs/product.md §P5). */
export const SLOT_DEFAULT_TIMES = { startTime: '09:00', endTime: '17:00' } as const;

export const AVAILABILITY_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title can be at most ${AVAILABILITY_LIMITS.titleMax} characters`,
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  startTimeRequired: 'Start time is required',
  endTimeRequired: 'End time is required',
  dateFormat: 'Enter a date as YYYY-MM-DD',
  timeFormat: 'Enter a time as HH:MM',
  recurrenceType: 'Recurrence must be none, daily, weekly or monthly',
  capacity: `People per day must be a whole number from 1 to ${AVAILABILITY_LIMITS.capacityMax}`,
  toBeforeFrom: '"to" cannot be before "from"',
  // The slot form's own (its plan's fields are not a slot's).
  untilBeforeFrom: 'The last day cannot be before the first',
  noWeekday: 'Choose at least one day of the week',
  horseNotFound: 'Horse not found',
  slotNotFound: 'Availability slot not found',
  ownerOnly: "Only the horse's owner can change its availability",
  slotCannotMove: 'A slot cannot be moved to another horse',
  notEndingSoon: 'Only a slot that ends within a week can be carried on',
  carriedOn: 'Availability carried on',
  // The toasts of docs/product.md §P8, "Availability slot created/updated/deleted successfully", one per action.
  created: 'Availability slot created successfully',
  updated: 'Availability slot updated successfully',
  deleted: 'Availability slot deleted successfully',
} as const;

// abort: an empty field reports only that it is required, not also that it is badly formed.
const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true });

/** A calendar day 'YYYY-MM-DD'; `message` when missing or empty. */
export const calendarDay = (message: string) =>
  requiredText(message).refine(isCalendarDay, AVAILABILITY_MESSAGES.dateFormat);

const clockTime = (message: string) =>
  requiredText(message).regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, AVAILABILITY_MESSAGES.timeFormat);

/** recurrenceEnd: optional (may be left out); '', null and absent all mean "none", stored as null. */
// `.optional()` outside the union: zod 4 lets an object's key be left out only when its schema is optional.
const recurrenceEnd = z
  .union([z.literal(''), z.null(), calendarDay(AVAILABILITY_MESSAGES.dateFormat)])
  .optional()
  .transform((value) => (value ? value : null));

const slotFields = z.object({
  title: requiredText(AVAILABILITY_MESSAGES.titleRequired).max(
    AVAILABILITY_LIMITS.titleMax,
    AVAILABILITY_MESSAGES.titleTooLong,
  ),
  startDate: calendarDay(AVAILABILITY_MESSAGES.startDateRequired),
  endDate: calendarDay(AVAILABILITY_MESSAGES.endDateRequired),
  startTime: clockTime(AVAILABILITY_MESSAGES.startTimeRequired),
  endTime: clockTime(AVAILABILITY_MESSAGES.endTimeRequired),
  recurrenceType: z.enum(RECURRENCE_TYPES, { error: AVAILABILITY_MESSAGES.recurrenceType }).default('none'),
  recurrenceEnd,
  /** How many enthusiasts the slot takes on one day (ours; one unless the owner says more). */
  capacity: z.coerce
    .number({ error: AVAILABILITY_MESSAGES.capacity })
    .int(AVAILABILITY_MESSAGES.capacity)
    .min(1, AVAILABILITY_MESSAGES.capacity)
    .max(AVAILABILITY_LIMITS.capacityMax, AVAILABILITY_MESSAGES.capacity)
    .default(1),
});

type SlotFields = z.infer<typeof slotFields>;

/** End not before start, end time after start time, recurrence end not before start. */
function checkSpan(value: SlotFields, ctx: z.RefinementCtx) {
  for (const problem of spanProblems(value)) {
    ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  }
}

/** POST /api/availability-slots. */
export const AvailabilitySlotCreateSchema = slotFields
  .extend({ horseId: IdSchema('Horse is required') })
  .superRefine(checkSpan);
export type AvailabilitySlotCreateInput = z.infer<typeof AvailabilitySlotCreateSchema>;

/** PUT /api/availability-slots/{id}: the same fields; horseId may be sent but must be the slot's horse. */
export const AvailabilitySlotUpdateSchema = slotFields
  .extend({ horseId: IdSchema().optional() })
  .superRefine(checkSpan);
export type AvailabilitySlotUpdateInput = z.infer<typeof AvailabilitySlotUpdateSchema>;

/** Which field of the slot form shows a message about which field of the slots it writes. */
const PLAN_FIELD_OF: Record<string, keyof SlotPlan> = {
  title: 'title',
  startDate: 'from',
  endDate: 'until',
  recurrenceEnd: 'until',
  startTime: 'startTime',
  endTime: 'endTime',
  capacity: 'capacity',
};

/**
 * The owner's slot form (issue 27), in its own terms (rules/slot-plan.ts): the plan is written as the slots
 * it publishes and each is checked as PUT /api/availability-slots/{id} checks it, every message put on the
 * form's field that holds what it is about (a slot's startDate is the form's "From"). Its output is those
 * slots, ready to send.
 */
export const SlotPlanSchema = z
  .object({
    title: z.string(),
    repeat: RepeatSchema,
    weekdays: z.array(z.number().int().min(0).max(6)),
    from: z.string(),
    until: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    capacity: z.number(),
  })
  .superRefine((plan, ctx) => {
    if (plan.until && plan.from && plan.until < plan.from) {
      ctx.addIssue({ code: 'custom', path: ['until'], message: AVAILABILITY_MESSAGES.untilBeforeFrom });
    }
    if (plan.repeat === 'weekly' && plan.weekdays.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['weekdays'], message: AVAILABILITY_MESSAGES.noWeekday });
    }
    // The form shows the first message of each field: the two above come first.
    for (const slot of slotsOfPlan(plan)) {
      const parsed = AvailabilitySlotUpdateSchema.safeParse(slot);
      for (const issue of parsed.error?.issues ?? []) {
        const field = PLAN_FIELD_OF[String(issue.path[0])];
        if (field) ctx.addIssue({ code: 'custom', path: [field], message: issue.message });
      }
    }
  })
  .transform(slotsOfPlan);

export const AvailabilitySlotSchema = z.object({
  id: z.number().int(),
  horseId: z.number().int(),
  title: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  recurrenceType: RecurrenceTypeSchema,
  recurrenceEnd: z.string().nullable(),
  isTemplate: z.boolean(),
  createdAt: z.string(),
  capacity: z.number().int(),
  /** What a carry-on adds, once carried on (rules/slot-ending.ts); null before. */
  carryOnDays: z.number().int().nullable(),
  /**
   * Days (within the list's from..to, from today) whose accepted visits fill the slot's capacity: taken
   * for everyone but those visiting. And the days on which the signed-in reader holds an open request.
   */
  takenDays: z.array(z.string()),
  requestedDays: z.array(z.string()),
  /**
   * For the horse's owner only (empty for anyone else): the days within from..to that an accepted share
   * holds, each with the sharer's first name, so the owner's calendar says "Shared with Jo".
   */
  sharedDays: z.array(z.object({ date: z.string(), sharedWith: z.string() })),
});
export type AvailabilitySlot = z.infer<typeof AvailabilitySlotSchema>;

const optionalDay = z.string().refine(isCalendarDay, AVAILABILITY_MESSAGES.dateFormat).optional();

/** GET /api/availability-slots: a horse's slots that may occur between from and to (both optional). */
export const AvailabilitySlotListQuerySchema = z
  .object({
    horseId: IdParamSchema('Horse is required'),
    from: optionalDay,
    to: optionalDay,
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(AVAILABILITY_LIMITS.maxPage)
      .default(AVAILABILITY_LIMITS.defaultPage),
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: AVAILABILITY_MESSAGES.toBeforeFrom,
    path: ['to'],
  });
export type AvailabilitySlotListQuery = z.infer<typeof AvailabilitySlotListQuerySchema>;

export const AvailabilitySlotIdParamsSchema = z.object({ id: IdParamSchema() });

/** The owner's quick setup (docs/product.md §P9). */
export const QUICK_SETUP_PRESETS = ['always', 'weekdays', 'weekends'] as const;
export const QuickSetupPresetSchema = z.enum(QUICK_SETUP_PRESETS, {
  error: 'Choose Always Available, Mon-Fri 9-5 or Weekend 9-5',
});
export type QuickSetupPreset = z.infer<typeof QuickSetupPresetSchema>;
export const QUICK_SETUP_LABELS: Record<QuickSetupPreset, string> = {
  always: 'Always Available',
  weekdays: 'Mon-Fri 9-5',
  weekends: 'Weekend 9-5',
};

/** POST /api/availability-slots/quick-setup. */
export const QuickSetupSchema = z.object({
  horseId: IdSchema('Horse is required'),
  preset: QuickSetupPresetSchema,
});
export type QuickSetupInput = z.infer<typeof QuickSetupSchema>;
