import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { ListingHideReason } from '#contract/listing-moderation.js';
import { dueRowIds } from '#server/db/claim-rows.js';
import type { Executor } from '#server/db/client.js';
import { horses } from '#server/db/schema/index.js';

/**
 * A listing the moderators hide and show again (decision 0058). hidden_at says whether the public sees the
 * horse; hidden_reason says the moderators hid it (a suspension or an owner's leaving hides without one).
 */

const moderationColumns = {
  id: horses.id,
  ownerId: horses.ownerId,
  name: horses.name,
  hiddenAt: horses.hiddenAt,
  hiddenReason: horses.hiddenReason,
  hiddenNote: horses.hiddenNote,
  hiddenByModeratorsAt: horses.hiddenByModeratorsAt,
  hiddenByAdminId: horses.hiddenByAdminId,
  hiddenNoticeDueAt: horses.hiddenNoticeDueAt,
};
export type HorseUnderModeration = Awaited<ReturnType<typeof lockHorseForModeration>>;

/** The horse's row as moderation reads it, locked until the transaction ends; undefined when none. */
export async function lockHorseForModeration(db: Executor, horseId: number) {
  const [row] = await db
    .select(moderationColumns)
    .from(horses)
    .where(eq(horses.id, horseId))
    .for('update')
    .limit(1);
  return row;
}

/**
 * Hidden by the moderators from `at`: out of every public list (hidden_at kept when it was hidden
 * already, with a suspension), the reason and note kept for the owner, and the owner told at `noticeDueAt`.
 */
export async function markHiddenByModerators(
  db: Executor,
  horseId: number,
  hide: { reason: ListingHideReason; note: string | null; adminId: number; at: Date; noticeDueAt: Date },
): Promise<void> {
  await db
    .update(horses)
    .set({
      hiddenAt: sql`coalesce(${horses.hiddenAt}, ${hide.at.toISOString()}::timestamptz)`,
      hiddenReason: hide.reason,
      hiddenNote: hide.note,
      hiddenByModeratorsAt: hide.at,
      hiddenByAdminId: hide.adminId,
      hiddenNoticeDueAt: hide.noticeDueAt,
    })
    .where(eq(horses.id, horseId));
}

/**
 * The moderators' hide taken back: the reason goes, no notice is due any more, and the listing is shown
 * again unless `keepHidden` (its owner suspended or gone, which hide it on their own).
 */
export async function clearHiddenByModerators(
  db: Executor,
  horseId: number,
  { keepHidden }: { keepHidden: boolean },
): Promise<void> {
  await db
    .update(horses)
    .set({
      ...(keepHidden ? {} : { hiddenAt: null }),
      hiddenReason: null,
      hiddenNote: null,
      hiddenByModeratorsAt: null,
      hiddenByAdminId: null,
      hiddenNoticeDueAt: null,
    })
    .where(eq(horses.id, horseId));
}

/**
 * Claims up to `limit` hides whose owner is due to be told by `now`: each is marked told in the statement
 * that returns it, and rows another process is claiming are skipped, so each owner is told once.
 */
export async function claimDueHideNotices(db: Executor, now: Date, limit: number) {
  const due = dueRowIds(
    db,
    horses.id,
    and(isNotNull(horses.hiddenNoticeDueAt), lte(horses.hiddenNoticeDueAt, now)),
    horses.hiddenNoticeDueAt,
    limit,
  );
  return db
    .update(horses)
    .set({ hiddenNoticeDueAt: null })
    .where(and(inArray(horses.id, due), isNotNull(horses.hiddenNoticeDueAt), isNotNull(horses.hiddenReason)))
    .returning({
      id: horses.id,
      ownerId: horses.ownerId,
      name: horses.name,
      reason: horses.hiddenReason,
      note: horses.hiddenNote,
    });
}
