import { and, count, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { firstRow, insertedRow } from '#server/db/rows.js';
import { riderReferences, type NewRiderReference, type RiderReference } from '#server/db/schema/index.js';

const sameAddress = (email: string) => sql`lower(${riderReferences.refereeEmail}) = lower(${email})`;

/** A reference that shows (and counts): answered and not hidden by an operator. */
const shown = and(isNotNull(riderReferences.submittedAt), isNull(riderReferences.hiddenAt));

export async function insertReferenceAsk(db: Executor, values: NewRiderReference): Promise<RiderReference> {
  return insertedRow(db.insert(riderReferences).values(values).returning());
}

/** The member's asks of one address: its reference if given, and its open ask (expired or not). */
export async function findAsksOfAddress(
  db: Executor,
  riderId: number,
  email: string,
): Promise<{ given: RiderReference | undefined; open: RiderReference | undefined }> {
  const rows = await db
    .select()
    .from(riderReferences)
    .where(and(eq(riderReferences.riderId, riderId), sameAddress(email)));
  return {
    given: rows.find((row) => row.submittedAt !== null),
    open: rows.find((row) => row.submittedAt === null && row.withdrawnAt === null),
  };
}

/** The people on the member's record at `now`: references given and not hidden, and asks still open. */
export async function countReferees(db: Executor, riderId: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(riderReferences)
    .where(
      and(
        eq(riderReferences.riderId, riderId),
        or(
          shown,
          and(
            isNull(riderReferences.submittedAt),
            isNull(riderReferences.withdrawnAt),
            gt(riderReferences.expiresAt, now),
          ),
        ),
      ),
    );
  return row?.n ?? 0;
}

/** Asks (new or again) the member sent after `since`, withdrawn ones too. */
export async function countAsksSince(db: Executor, riderId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(riderReferences)
    .where(and(eq(riderReferences.riderId, riderId), gt(riderReferences.askedAt, since)));
  return row?.n ?? 0;
}

/** Asking an expired ask again: a new link and 14 days, the same row. */
export async function renewAsk(
  db: Executor,
  id: number,
  values: Pick<RiderReference, 'refereeName' | 'relationship' | 'tokenHash' | 'askedAt' | 'expiresAt'>,
): Promise<RiderReference> {
  return insertedRow(db.update(riderReferences).set(values).where(eq(riderReferences.id, id)).returning());
}

export async function findOwnAsks(db: Executor, riderId: number): Promise<RiderReference[]> {
  return db
    .select()
    .from(riderReferences)
    .where(eq(riderReferences.riderId, riderId))
    .orderBy(desc(riderReferences.askedAt), desc(riderReferences.id));
}

export async function findReference(db: Executor, id: number): Promise<RiderReference | undefined> {
  return firstRow(db.select().from(riderReferences).where(eq(riderReferences.id, id)).limit(1));
}

export async function findByTokenHash(db: Executor, tokenHash: string): Promise<RiderReference | undefined> {
  return firstRow(db.select().from(riderReferences).where(eq(riderReferences.tokenHash, tokenHash)).limit(1));
}

/** Withdraws an ask still unanswered; undefined when it was answered or withdrawn meanwhile. */
export async function withdrawAskIf(db: Executor, id: number, at: Date): Promise<RiderReference | undefined> {
  return firstRow(
    db
      .update(riderReferences)
      .set({ withdrawnAt: at })
      .where(
        and(
          eq(riderReferences.id, id),
          isNull(riderReferences.submittedAt),
          isNull(riderReferences.withdrawnAt),
        ),
      )
      .returning(),
  );
}

/**
 * Stores the referee's answer if the link is still open at `at` (unanswered, not withdrawn, not expired):
 * checked and written in one statement, so a link used twice at once is used once.
 */
export async function answerIfOpen(
  db: Executor,
  id: number,
  at: Date,
  answer: Pick<
    NewRiderReference,
    'answerRelationship' | 'knownForYears' | 'levelSeen' | 'wouldTrust' | 'comment'
  >,
): Promise<RiderReference | undefined> {
  return firstRow(
    db
      .update(riderReferences)
      .set({ ...answer, submittedAt: at })
      .where(
        and(
          eq(riderReferences.id, id),
          isNull(riderReferences.submittedAt),
          isNull(riderReferences.withdrawnAt),
          gt(riderReferences.expiresAt, at),
        ),
      )
      .returning(),
  );
}

/** The references a member's profile shows, newest first. */
export async function findShownReferences(db: Executor, riderId: number): Promise<RiderReference[]> {
  return db
    .select()
    .from(riderReferences)
    .where(and(eq(riderReferences.riderId, riderId), shown))
    .orderBy(desc(riderReferences.submittedAt), desc(riderReferences.id));
}

/** The shown references of several members, newest first (the request cards' summaries). */
export async function findShownReferencesOf(db: Executor, riderIds: number[]): Promise<RiderReference[]> {
  if (riderIds.length === 0) return [];
  return db
    .select()
    .from(riderReferences)
    .where(and(inArray(riderReferences.riderId, riderIds), shown))
    .orderBy(desc(riderReferences.submittedAt), desc(riderReferences.id));
}

/** An operator hides a reported reference. */
export async function markReferenceHidden(db: Executor, id: number): Promise<void> {
  await db
    .update(riderReferences)
    .set({ hiddenAt: sql`coalesce(${riderReferences.hiddenAt}, now())` })
    .where(eq(riderReferences.id, id));
}
