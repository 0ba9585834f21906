import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { horses, sessions, uploads, users } from '#server/db/schema/index.js';
import { today as calendarToday } from '#server/platform/clock.js';
import { listedColumn } from './listing.repository.js';

/**
 * Each horse showing `url`, with its owner, the photo's approval state there and whether the horse is out
 * of sight: not listed today (hidden, or a riding school's while not verified; listing.repository.ts).
 * GIN index on images.
 */
export function findPhotoPlacements(db: Executor, url: string) {
  return db
    .select({
      ownerId: horses.ownerId,
      status: sql<string | null>`${horses.imageApprovalStatus}[array_position(${horses.images}, ${url})]`,
      hidden: sql<boolean>`not ${listedColumn(calendarToday())}`,
    })
    .from(horses)
    .where(sql`${horses.images} @> array[${url}]::text[]`);
}

/** The member a session (by its id, the token's hash) belongs to; the caller checks it is still active. */
export async function findSessionUserId(db: Executor, sessionId: string): Promise<number | undefined> {
  const [row] = await db.select({ userId: sessions.userId }).from(sessions).where(eq(sessions.id, sessionId));
  return row?.userId;
}

/**
 * Uploads older than `before` that no horse shows and no profile uses: what a member uploaded and then
 * abandoned (a form never sent, a photo replaced). `urlOf` turns a key into the URL stored on rows.
 */
export async function findAbandonedUploads(
  db: Executor,
  before: Date,
  urlPrefix: string,
  limit = 500,
): Promise<string[]> {
  const url = sql`${urlPrefix} || ${uploads.key}`;
  const rows = await db
    .select({ key: uploads.key })
    .from(uploads)
    .where(
      and(
        lt(uploads.createdAt, before),
        sql`not exists (select 1 from ${horses} where ${horses.images} @> array[${url}]::text[])`,
        sql`not exists (select 1 from ${users} where ${users.profileImage} = ${url})`,
      ),
    )
    .limit(limit);
  return rows.map((row) => row.key);
}
