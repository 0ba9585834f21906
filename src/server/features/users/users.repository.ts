import { and, eq, inArray, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from '#server/db/client.js';
import type { RidingSchoolStanding } from '#contract/rules/riding-school.js';
import type { NoticePreferencesUpdate } from '#contract/safety.js';
import { firstRow, insertedRow } from '#server/db/rows.js';
import { onlyNoticePreferences } from './only-notice-preferences.js';
import {
  donations,
  hasLivePremiumSubscription,
  ridingSchools,
  users,
  type NewUser,
  type User,
} from '#server/db/schema/index.js';

/** Look-ups by email ignore case, and use the lower(email) unique index. */
export async function findUserByEmail(db: Executor, email: string): Promise<User | undefined> {
  return firstRow(
    db
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = lower(${email.trim()})`)
      .limit(1),
  );
}

export async function findUserById(db: Executor, id: number): Promise<User | undefined> {
  return firstRow(db.select().from(users).where(eq(users.id, id)).limit(1));
}

export async function insertUser(db: Executor, values: NewUser): Promise<User> {
  return insertedRow(db.insert(users).values(values).returning());
}

export async function updatePasswordHash(db: Executor, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

/** Members whose address is outside `domain` (the seed's demo members all share one). */
export async function countUsersOutsideDomain(db: Executor, domain: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`lower(${users.email}) not like ${`%@${domain.toLowerCase()}`}`);
  return row?.count ?? 0;
}

/** Adds the members whose address is not taken yet; returns how many it added. */
export async function insertUsersIfAbsent(db: Executor, rows: NewUser[]): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db.insert(users).values(rows).onConflictDoNothing().returning({ id: users.id });
  return inserted.length;
}

/** Chosen columns of several members at once, by id (none asked, no query). */
async function columnsOfMembers<T extends SelectedFields>(db: Executor, ids: number[], columns: T) {
  if (ids.length === 0) return [];
  return db.select(columns).from(users).where(inArray(users.id, ids));
}

/**
 * Locks the member's row until the transaction ends and reads what the moderation steps (suspension,
 * verification) decide on; undefined when there is no such member.
 */
export async function lockMemberRow(db: Executor, id: number) {
  const [row] = await db
    .select({
      suspendedAt: users.suspendedAt,
      verificationDocument: users.verificationDocument,
      verificationStatus: users.verificationStatus,
      verificationSubmittedAt: users.verificationSubmittedAt,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('update')
    .limit(1);
  return row;
}

/** Several members' rows, by id (the owner's request cards read their requesters' public marks). */
export async function findUsersByIds(db: Executor, ids: number[]): Promise<User[]> {
  if (ids.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, ids));
}

/** The name card shown beside a conversation: public fields only. */
export function findUserCards(db: Executor, ids: number[]) {
  return columnsOfMembers(db, ids, {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    userType: users.userType,
    profileImage: users.profileImage,
    location: users.location,
  });
}

/** Those of the members who deleted their account or are suspended: nobody can write to them. */
export async function findUnreachableIds(db: Executor, ids: number[]): Promise<Set<number>> {
  const rows = await columnsOfMembers(db, ids, {
    id: users.id,
    deletedAt: users.deletedAt,
    suspendedAt: users.suspendedAt,
  });
  return new Set(rows.filter((row) => row.deletedAt || row.suspendedAt).map((row) => row.id));
}

/** Names of several members as now stored, and whether each deleted their account (the audit log). */
export function findMemberNames(db: Executor, ids: number[]) {
  return columnsOfMembers(db, ids, {
    id: users.id,
    firstName: users.firstName,
    lastName: users.lastName,
    deletedAt: users.deletedAt,
  });
}

/** Changes what the member edits of their own row; the member as now stored, or undefined if gone. */
async function updateMember(db: Executor, id: number, values: Partial<NewUser>): Promise<User | undefined> {
  return firstRow(
    db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning(),
  );
}

/** The member's own editable details (PUT /api/users/{id}). */
export async function updateProfileFields(
  db: Executor,
  id: number,
  values: Pick<
    NewUser,
    'firstName' | 'lastName' | 'location' | 'postcode' | 'bio' | 'phone' | 'riderWeight'
  > &
    Partial<Pick<NewUser, 'experienceLevel' | 'showExperience'>>,
): Promise<User | undefined> {
  return updateMember(db, id, values);
}

export async function setProfileImage(
  db: Executor,
  id: number,
  profileImage: string | null,
): Promise<User | undefined> {
  return updateMember(db, id, { profileImage });
}

export async function setHasBrowsedHorses(db: Executor, id: number): Promise<void> {
  await db.update(users).set({ hasBrowsedHorses: true }).where(eq(users.id, id));
}

/**
 * Deletion keeps the row as a nameless tombstone so the messages the member sent and the reviews they
 * wrote stay (with the rating sums true): every personal field is cleared, the address is replaced by
 * one that cannot sign in or collide, and the password by an unusable hash.
 */
export async function anonymiseUser(db: Executor, id: number, unusableHash: string): Promise<void> {
  const now = new Date();
  await db
    .update(users)
    .set({
      email: `deleted-${id}@deleted.invalid`,
      username: `deleted-${id}@deleted.invalid`,
      passwordHash: unusableHash,
      firstName: 'Deleted',
      lastName: 'member',
      location: null,
      postcode: null,
      bio: null,
      phone: null,
      riderWeight: null,
      profileImage: null,
      experience: null,
      experienceLevel: null,
      interests: [],
      optOutMarketing: true,
      hasBrowsedHorses: false,
      verificationStatus: 'unverified',
      verificationDocument: null,
      verificationSubmittedAt: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.id, id));
}

/** Whether a donation of the member's went through (the payments feature's table, read only). */
export async function hasDonated(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: donations.id })
    .from(donations)
    .where(and(eq(donations.userId, userId), inArray(donations.status, ['paid', 'active', 'succeeded'])))
    .limit(1);
  return row !== undefined;
}

/** The member's riding school claim, if they made one (the riding-schools feature's table, read only). */
export async function findRidingSchoolStanding(
  db: Executor,
  userId: number,
): Promise<RidingSchoolStanding | undefined> {
  const [row] = await db
    .select({ verifiedUntil: ridingSchools.verifiedUntil })
    .from(ridingSchools)
    .where(eq(ridingSchools.userId, userId));
  return row;
}

/** Whether the member has a live Premium subscription now (the payments feature's table, read only). */
export async function hasLivePremium(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ premium: hasLivePremiumSubscription(users.id) })
    .from(users)
    .where(eq(users.id, userId));
  return row?.premium === true;
}

/**
 * Recounts a member's ratings from the reviews whose visit stands (`visit_on` set, docs/decisions/0040)
 * and not hidden: `rating`/`reviewCount` from reviews of the member, `ownerRating`/`ownerReviewCount`
 * from reviews of the horses they own (500 = 5.0 while there are none).
 * The row lock (NO KEY UPDATE: review inserts' foreign-key locks do not block it, so no deadlock)
 * comes first, in its own statement, so concurrent recounts run one after another and each
 * UPDATE reads a fresh snapshot holding every review committed meanwhile.
 */
export async function recountMemberRatings(db: Executor, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  await db.execute(sql`
    update ${users} set
      rating = coalesce(
        (select round(avg(r.rating) * 100)::int from reviews r where r.reviewed_user_id = ${userId} and r.hidden_at is null and r.visit_on is not null), 500),
      review_count = (select count(*)::int from reviews r where r.reviewed_user_id = ${userId} and r.hidden_at is null and r.visit_on is not null),
      owner_rating = coalesce(
        (select round(avg(r.rating) * 100)::int from reviews r join horses h on h.id = r.horse_id
          where h.owner_id = ${userId} and r.hidden_at is null and r.visit_on is not null), 500),
      owner_review_count = (select count(*)::int from reviews r join horses h on h.id = r.horse_id
          where h.owner_id = ${userId} and r.hidden_at is null and r.visit_on is not null)
    where ${users.id} = ${userId}`);
}

/** An operator suspended the member (issue #18): they can no longer sign in, and their profile is hidden. */
export async function markSuspended(db: Executor, id: number, at = new Date()): Promise<void> {
  await db.update(users).set({ suspendedAt: at }).where(eq(users.id, id));
}

/**
 * An operator lifted the suspension: returns when it began (what was hidden since then comes back), or
 * undefined when the member was not suspended.
 */
export async function clearSuspended(db: Executor, id: number): Promise<Date | undefined> {
  const row = await lockMemberRow(db, id);
  if (!row?.suspendedAt) return undefined;
  await db.update(users).set({ suspendedAt: null }).where(eq(users.id, id));
  return row.suspendedAt;
}

/** Which notice e-mails the member gets; false when there is no such member. */
export async function setNoticePreferences(
  db: Executor,
  id: number,
  preferences: NoticePreferencesUpdate,
): Promise<boolean> {
  const set = onlyNoticePreferences(preferences);
  // Drizzle refuses an update that sets nothing; a body that names no preference changes nothing.
  if (Object.values(set).every((value) => value === undefined)) return true;
  const rows = await db.update(users).set(set).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

/**
 * The member confirmed `email`: recorded only while it is still their address (a link sent before an
 * address change confirms nothing). Returns the member as now stored, or undefined.
 */
export async function markEmailVerified(
  db: Executor,
  id: number,
  email: string,
  at: Date,
): Promise<User | undefined> {
  const [row] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(users.id, id), sql`lower(${users.email}) = lower(${email})`))
    .returning();
  return row;
}
