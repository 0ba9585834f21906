import { and, desc, eq, gt, gte, inArray, isNotNull, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { RidingSchoolStanding } from '#contract/rules/riding-school.js';
import type { Executor } from '#server/db/client.js';
import { countRows } from '#server/db/count-rows.js';
import { today as calendarToday } from '#server/platform/clock.js';
import { listedColumn, listedOn } from './listing.repository.js';
import {
  availabilitySlots,
  hasLivePremiumSubscription,
  horses,
  ridingSchools,
  users,
  type Horse,
  type NewHorse,
} from '#server/db/schema/index.js';

/** The owner fields every horse reply carries (never the owner's private fields). */
export const ownerColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  location: users.location,
  bio: users.bio,
  profileImage: users.profileImage,
  verificationStatus: users.verificationStatus,
  ownerRating: users.ownerRating,
  ownerReviewCount: users.ownerReviewCount,
};

export type OwnerSummary = { [K in keyof typeof ownerColumns]: (typeof users.$inferSelect)[K] };
export type HorseWithOwner = {
  horse: Horse;
  owner: OwnerSummary | null;
  isPremium: boolean;
  /**
   * The owner's riding school standing: null for no riding school (or one never accepted, which a left
   * join cannot tell apart: neither has the badge). The badge is worked out from it (decision 0054).
   */
  school: RidingSchoolStanding | null;
  distanceMiles?: number;
};

/** Whether the horse's owner is premium now, read from the payments feature's table. */
export const ownerIsPremium = hasLivePremiumSubscription(horses.ownerId);

/**
 * What a horse reply is made from: the horse, its owner's public fields, Premium, and the owner's riding
 * school claim (the riding-schools feature's table, read only), from horses left-joined to users and
 * riding_schools on the owner's id (one row per owner).
 */
export const horseWithOwnerColumns = {
  horse: horses,
  owner: ownerColumns,
  isPremium: ownerIsPremium,
  school: { verifiedUntil: ridingSchools.verifiedUntil },
};

/** One horse with its owner, and whether it is listed on `today` (listing.repository.ts). */
export async function findHorseWithOwner(
  db: Executor,
  id: number,
  today: string,
): Promise<(HorseWithOwner & { listed: boolean }) | undefined> {
  const [row] = await db
    .select({ ...horseWithOwnerColumns, listed: listedColumn(today) })
    .from(horses)
    .leftJoin(users, eq(users.id, horses.ownerId))
    .leftJoin(ridingSchools, eq(ridingSchools.userId, horses.ownerId))
    .where(eq(horses.id, id))
    .limit(1);
  return row;
}

export async function findHorse(db: Executor, id: number): Promise<Horse | undefined> {
  const [row] = await db.select().from(horses).where(eq(horses.id, id)).limit(1);
  return row;
}

export async function insertHorse(db: Executor, values: NewHorse): Promise<Horse> {
  const [row] = await db.insert(horses).values(values).returning();
  return row!;
}

export async function updateHorse(db: Executor, id: number, values: Partial<NewHorse>): Promise<Horse> {
  const [row] = await db.update(horses).set(values).where(eq(horses.id, id)).returning();
  return row!;
}

export async function findHorseNamesOf(db: Executor, ownerId: number): Promise<string[]> {
  const rows = await db.select({ name: horses.name }).from(horses).where(eq(horses.ownerId, ownerId));
  return rows.map((row) => row.name);
}

/** Marks every image of a horse approved (demo content needs no moderator). */
export async function approveAllImages(db: Executor, horse: Horse): Promise<void> {
  await db
    .update(horses)
    .set({ imageApprovalStatus: horse.images.map(() => 'approved' as const) })
    .where(eq(horses.id, horse.id));
}

export async function isImageInUse(db: Executor, url: string): Promise<boolean> {
  const [row] = await db
    .select({ id: horses.id })
    .from(horses)
    .where(sql`${horses.images} @> array[${url}]::text[]`)
    .limit(1);
  return row !== undefined;
}

/** Slots go with the horse through the foreign key's ON DELETE CASCADE. */
export async function deleteHorseRow(db: Executor, id: number): Promise<void> {
  await db.delete(horses).where(eq(horses.id, id));
}

export async function countSlots(db: Executor, horseId: number): Promise<number> {
  return countRows(db, availabilitySlots, eq(availabilitySlots.horseId, horseId));
}

export const newestFirst = [desc(horses.createdAt), desc(horses.id)];
export const allOf = (conditions: Array<SQL | undefined>) => and(...conditions.filter(Boolean));

/**
 * Deletes every horse of an owner but those in `keep` (their slots and requests go with them); returns
 * what was deleted.
 */
export async function deleteHorsesOfOwner(
  db: Executor,
  ownerId: number,
  keep: number[] = [],
): Promise<Horse[]> {
  const mine = eq(horses.ownerId, ownerId);
  return db
    .delete(horses)
    .where(keep.length > 0 ? and(mine, notInArray(horses.id, keep)) : mine)
    .returning();
}

/**
 * A deleted member's horses that an open report is about stay for the review, hidden from everyone but
 * the operators, unavailable, and without the private place (postcode and coordinates).
 */
export async function keepHorsesForReview(db: Executor, ownerId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(horses)
    .set({
      hiddenAt: sql`coalesce(${horses.hiddenAt}, now())`,
      isAvailable: false,
      postcode: null,
      latitude: null,
      longitude: null,
    })
    .where(and(eq(horses.ownerId, ownerId), inArray(horses.id, ids)));
}

/**
 * Recounts a horse's rating (hundredths, 500 = 5.0 while it has none) and review count from its reviews
 * whose visit stands (`visit_on` set, docs/decisions/0040) and not hidden. The row lock (NO KEY UPDATE,
 * which review inserts' foreign-key locks do not block, so two reviewers never deadlock) comes first, in
 * its own statement: a concurrent recount waits for it, and its UPDATE then reads a fresh snapshot that
 * holds every review committed meanwhile, so none is lost.
 */
export async function recountHorseRating(db: Executor, horseId: number): Promise<void> {
  await db.select({ id: horses.id }).from(horses).where(eq(horses.id, horseId)).for('no key update');
  await db.execute(sql`
    update ${horses} set
      rating = coalesce((select round(avg(r.rating) * 100)::int from reviews r where r.horse_id = ${horseId} and r.hidden_at is null and r.visit_on is not null), 500),
      review_count = (select count(*)::int from reviews r where r.horse_id = ${horseId} and r.hidden_at is null and r.visit_on is not null)
    where ${horses.id} = ${horseId}`);
}

/** What a share agreement says of a horse (the agreements feature drafts it), hidden or not. */
export async function findHorseFacts(
  db: Executor,
  horseId: number,
): Promise<{ name: string; breed: string; age: number | null; height: string } | undefined> {
  const [row] = await db
    .select({ name: horses.name, breed: horses.breed, age: horses.age, height: horses.height })
    .from(horses)
    .where(eq(horses.id, horseId))
    .limit(1);
  return row;
}

/** The horse's owner, or undefined when there is no such horse (availability, messages and reviews ask). */
export async function findHorseOwnerId(db: Executor, horseId: number): Promise<number | undefined> {
  const [row] = await db
    .select({ ownerId: horses.ownerId })
    .from(horses)
    .where(eq(horses.id, horseId))
    .limit(1);
  return row?.ownerId;
}

/**
 * The horse's owner, when the viewer may see the horse: undefined when there is none, or when it is not
 * listed today (hidden: a report upheld, the owner suspended or deleted; or a riding school not verified)
 * and the viewer is not its owner.
 */
export async function findVisibleHorseOwnerId(
  db: Executor,
  horseId: number,
  viewerId: number | null,
): Promise<number | undefined> {
  const [row] = await db
    .select({ ownerId: horses.ownerId, listed: listedColumn(calendarToday()) })
    .from(horses)
    .where(eq(horses.id, horseId))
    .limit(1);
  return row && (row.listed || row.ownerId === viewerId) ? row.ownerId : undefined;
}

/** A suspended owner's listings are hidden with them. */
export async function markHorsesOfOwnerHidden(db: Executor, ownerId: number, at = new Date()): Promise<void> {
  await db
    .update(horses)
    .set({ hiddenAt: at })
    .where(and(eq(horses.ownerId, ownerId), isNull(horses.hiddenAt)));
}

/**
 * A suspension lifted: the owner's listings hidden with it (at or after `since`, when it began) come
 * back; one the moderators hid (hidden_reason set, before or during the suspension) stays hidden until
 * they show it again (decision 0058). Returns how many came back.
 */
export async function unhideHorsesOfOwnerSince(db: Executor, ownerId: number, since: Date): Promise<number> {
  const rows = await db
    .update(horses)
    .set({ hiddenAt: null })
    .where(and(eq(horses.ownerId, ownerId), gte(horses.hiddenAt, since), isNull(horses.hiddenReason)))
    .returning({ id: horses.id });
  return rows.length;
}

/** Every horse of a member, hidden ones too, newest first: the admin's view of their listings. */
export async function listHorsesOfOwnerForAdmin(db: Executor, ownerId: number) {
  return db
    .select({
      id: horses.id,
      name: horses.name,
      hiddenAt: horses.hiddenAt,
      hiddenReason: horses.hiddenReason,
      hiddenNote: horses.hiddenNote,
      hiddenByModeratorsAt: horses.hiddenByModeratorsAt,
      isAvailable: horses.isAvailable,
      imageApprovalStatus: horses.imageApprovalStatus,
      createdAt: horses.createdAt,
    })
    .from(horses)
    .where(eq(horses.ownerId, ownerId))
    .orderBy(desc(horses.createdAt), desc(horses.id));
}

/** The names of several horses (the audit log names what was decided about). */
export async function findHorseNames(db: Executor, ids: number[]): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return db.select({ id: horses.id, name: horses.name }).from(horses).where(inArray(horses.id, ids));
}

/** A horse as a report shows it: its owner, its name, and whether it is out of sight (not listed today). */
export async function findHorseForReport(
  db: Executor,
  id: number,
): Promise<{ ownerId: number; name: string; hidden: boolean } | undefined> {
  const [row] = await db
    .select({ ownerId: horses.ownerId, name: horses.name, listed: listedColumn(calendarToday()) })
    .from(horses)
    .where(eq(horses.id, id))
    .limit(1);
  return row && { ownerId: row.ownerId, name: row.name, hidden: !row.listed };
}

/**
 * Several horses with their owners, in no particular order (saved horses); those not listed on `today`
 * are in no list.
 */
export async function findHorsesWithOwner(
  db: Executor,
  ids: number[],
  today: string,
): Promise<HorseWithOwner[]> {
  if (ids.length === 0) return [];
  return db
    .select(horseWithOwnerColumns)
    .from(horses)
    .leftJoin(users, eq(users.id, horses.ownerId))
    .leftJoin(ridingSchools, eq(ridingSchools.userId, horses.ownerId))
    .where(and(inArray(horses.id, ids), listedOn(today)));
}

/**
 * Horses added after an instant and listed on `today` (listing.repository.ts: not hidden, a riding school
 * only once checked), newest first, at most `limit` (saved-search digests).
 */
export async function findHorsesListedSince(
  db: Executor,
  since: Date,
  limit: number,
  today: string,
): Promise<Horse[]> {
  return db
    .select()
    .from(horses)
    .where(and(gt(horses.createdAt, since), listedOn(today)))
    .orderBy(...newestFirst)
    .limit(limit);
}

/** Horses with a point but no postcode: placed from their town text alone. */
export async function findPlacedHorsesWithoutPostcode(
  db: Executor,
): Promise<{ id: number; location: string; latitude: number | null; longitude: number | null }[]> {
  return db
    .select({
      id: horses.id,
      location: horses.location,
      latitude: horses.latitude,
      longitude: horses.longitude,
    })
    .from(horses)
    .where(and(isNull(horses.postcode), isNotNull(horses.latitude)));
}
