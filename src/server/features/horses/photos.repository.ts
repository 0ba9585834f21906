import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { horses, sessions, uploads, users } from '#server/db/schema/index.js';

export async function insertUpload(db: Executor, key: string, uploaderId: number): Promise<void> {
  await db.insert(uploads).values({ key, uploaderId });
}

export async function findUploaderId(db: Executor, key: string): Promise<number | undefined> {
  const [row] = await db.select({ uploaderId: uploads.uploaderId }).from(uploads).where(eq(uploads.key, key));
  return row?.uploaderId;
}

export async function findUploadKeysOf(db: Executor, uploaderId: number): Promise<string[]> {
  const rows = await db.select({ key: uploads.key }).from(uploads).where(eq(uploads.uploaderId, uploaderId));
  return rows.map((row) => row.key);
}

export async function forgetUploadsOf(db: Executor, uploaderId: number): Promise<void> {
  await db.delete(uploads).where(eq(uploads.uploaderId, uploaderId));
}

export async function deleteUploads(db: Executor, keys: string[]): Promise<void> {
  if (keys.length > 0) await db.delete(uploads).where(inArray(uploads.key, keys));
}

/**
 * Each horse showing `url`, with its owner, the photo's approval state there and whether the horse is
 * hidden (GIN index on images).
 */
export function findPhotoPlacements(db: Executor, url: string) {
  return db
    .select({
      ownerId: horses.ownerId,
      status: sql<string | null>`${horses.imageApprovalStatus}[array_position(${horses.images}, ${url})]`,
      hidden: sql<boolean>`${horses.hiddenAt} is not null`,
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
