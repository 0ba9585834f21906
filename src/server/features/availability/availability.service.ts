import {
  AVAILABILITY_LIMITS,
  AVAILABILITY_MESSAGES,
  type AvailabilitySlot,
  type AvailabilitySlotCreateInput,
  type AvailabilitySlotListQuery,
  type AvailabilitySlotUpdateInput,
  type QuickSetupInput,
} from '#contract/availability.js';
import { today as calendarToday } from '#server/platform/clock.js';
import {
  presetSlotsNotYetCovered,
  quickSetupSlots,
  type PresetSlot,
} from '#contract/rules/availability-presets.js';
import { addDays } from '#contract/rules/calendar-days.js';
import { lastDayOf } from '#contract/rules/recurrence.js';
import { carriedOn, endsSoon } from '#contract/rules/slot-ending.js';
import type { Database, Executor } from '#server/db/client.js';
import { findHorseOwnerId, findVisibleHorseOwnerId } from '#server/features/horses/index.js';
import { slotDayMarks } from '#server/features/requests/index.js';
import type { User } from '#server/db/schema/index.js';
import type { ActorOnId } from '#server/platform/sessions/session.js';
import { badRequest, conflict, forbidden, foundOr404, notFound } from '#server/platform/http/app-error.js';
import {
  deleteSlot,
  findSlot,
  findSlots,
  insertSlots,
  updateSlot,
  updateSlotIfEndUnchanged,
} from './availability.repository.js';
import { toSlotView } from './availability.views.js';
import { recordFreeDays } from './free-days.js';

/** Only the horse's owner changes its calendar (docs/product.md §P6). */
async function assertOwnsHorse(db: Executor, actor: User, horseId: number): Promise<void> {
  const ownerId = await findHorseOwnerId(db, horseId);
  if (ownerId === undefined) throw notFound(AVAILABILITY_MESSAGES.horseNotFound);
  if (ownerId !== actor.id) throw forbidden(AVAILABILITY_MESSAGES.ownerOnly);
}

/** The slot, once it is known to exist (404) and to belong to one of the actor's horses (403). */
async function findOwnSlot(db: Executor, actor: User, id: number) {
  const slot = await findSlot(db, id);
  if (!slot) throw notFound(AVAILABILITY_MESSAGES.slotNotFound);
  await assertOwnsHorse(db, actor, slot.horseId);
  return slot;
}

/** How far ahead a list without `to` marks taken and requested days. */
const MARKED_DAYS_AHEAD = 62;

/**
 * Anyone may read a visible horse's calendar, signed in or not; each slot carries its taken days, and for a
 * signed-in reader the days they have asked for (from today: past days are past for everyone). Its owner
 * also reads who shares it on which day.
 */
export async function listSlots({
  db,
  input,
  viewer = null,
  today = calendarToday(),
}: {
  db: Executor;
  input: AvailabilitySlotListQuery;
  viewer?: User | null;
  today?: string;
}): Promise<{ items: AvailabilitySlot[]; total: number }> {
  // A hidden horse's calendar is as gone as its page, for everyone but its owner.
  const ownerId = await findVisibleHorseOwnerId(db, input.horseId, viewer?.id ?? null);
  if (ownerId === undefined) throw notFound(AVAILABILITY_MESSAGES.horseNotFound);
  const { rows, total } = await findSlots(db, input);
  const from = input.from && input.from > today ? input.from : today;
  const to = input.to ?? addDays(today, MARKED_DAYS_AHEAD);
  const marks = await slotDayMarks({
    db,
    slots: rows,
    from,
    to,
    viewerId: viewer?.id ?? null,
    ownerView: viewer !== null && viewer.id === ownerId,
  });
  return { items: rows.map((row) => toSlotView(row, marks.get(row.id))), total };
}

/** Each write of slots works the horse's free days out again before it commits (decision 0050). */
export async function createSlot({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: User;
  input: AvailabilitySlotCreateInput;
}): Promise<AvailabilitySlot> {
  await assertOwnsHorse(db, actor, input.horseId);
  return db.transaction(async (tx) => {
    const [row] = await insertSlots(tx, [input]);
    await recordFreeDays(tx, [input.horseId], calendarToday());
    return toSlotView(row!);
  });
}

export async function editSlot({
  db,
  actor,
  id,
  input,
}: {
  db: Database;
  actor: User;
  id: number;
  input: AvailabilitySlotUpdateInput;
}): Promise<AvailabilitySlot> {
  const slot = await findOwnSlot(db, actor, id);
  const { horseId, ...fields } = input;
  if (horseId !== undefined && horseId !== slot.horseId)
    throw badRequest(AVAILABILITY_MESSAGES.slotCannotMove, {
      horseId: [AVAILABILITY_MESSAGES.slotCannotMove],
    });
  // New days make a new slot as far as running out goes: its span is what the edit gave, and its new last
  // day will be told of in its turn.
  const daysChanged = fields.startDate !== slot.startDate || lastDayOf(fields) !== lastDayOf(slot);
  const changes = daysChanged ? { ...fields, endingNoticeSentAt: null, carryOnDays: null } : fields;
  return db.transaction(async (tx) => {
    const row = foundOr404(await updateSlot(tx, id, changes), AVAILABILITY_MESSAGES.slotNotFound);
    await recordFreeDays(tx, [slot.horseId], calendarToday());
    return toSlotView(row);
  });
}

/**
 * Carries the slot on for the same span again (rules/slot-ending.ts), offered while it ends within the
 * week; its notice is re-armed for the new last day. The update holds only if the slot still ends where
 * it was read to end, so a second press, or two at once, changes nothing and is told so (409).
 */
export async function extendSlot({
  db,
  actor,
  id,
  today = calendarToday(),
}: ActorOnId & { today?: string }): Promise<AvailabilitySlot> {
  const slot = await findOwnSlot(db, actor, id);
  if (!endsSoon(slot, today)) throw conflict(AVAILABILITY_MESSAGES.notEndingSoon);
  return db.transaction(async (tx) => {
    const row = await updateSlotIfEndUnchanged(tx, slot, { ...carriedOn(slot), endingNoticeSentAt: null });
    if (!row) throw conflict(AVAILABILITY_MESSAGES.notEndingSoon);
    // The horse's free days run on with the slot (decision 0050).
    await recordFreeDays(tx, [slot.horseId], today);
    return toSlotView(row);
  });
}

export async function removeSlot({ db, actor, id }: Omit<ActorOnId, 'db'> & { db: Database }): Promise<void> {
  const slot = await findOwnSlot(db, actor, id);
  await db.transaction(async (tx) => {
    await deleteSlot(tx, id);
    await recordFreeDays(tx, [slot.horseId], calendarToday());
  });
}

/**
 * Writes a preset's slots for a horse in the caller's transaction, leaving out any the horse's calendar
 * already covers from today (a preset tapped twice adds nothing). The owner's quick setup and the
 * add-horse form (whose caller has just created the horse for its owner) both come through here.
 */
export async function addPresetSlots({
  db,
  horseId,
  slots,
  today = calendarToday(),
}: {
  db: Executor;
  horseId: number;
  slots: PresetSlot[];
  today?: string;
}): Promise<AvailabilitySlot[]> {
  const { rows: existing } = await findSlots(db, {
    horseId,
    from: today,
    limit: AVAILABILITY_LIMITS.maxPage,
    offset: 0,
  });
  const missing = presetSlotsNotYetCovered(slots, existing, today);
  const rows = await insertSlots(
    db,
    missing.map((slot) => ({ ...slot, horseId })),
  );
  await recordFreeDays(db, [horseId], today);
  return rows.map((row) => toSlotView(row));
}

/** The owner's quick setup: all of a preset's slots, in one transaction. */
export async function applyQuickSetup({
  db,
  actor,
  input,
  today = calendarToday(),
}: {
  db: Database;
  actor: User;
  input: QuickSetupInput;
  today?: string;
}): Promise<AvailabilitySlot[]> {
  await assertOwnsHorse(db, actor, input.horseId);
  return db.transaction((tx) =>
    addPresetSlots({ db: tx, horseId: input.horseId, slots: quickSetupSlots(input.preset, today), today }),
  );
}
