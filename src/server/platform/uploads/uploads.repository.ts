import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { uploads } from '#server/db/schema/index.js';

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
