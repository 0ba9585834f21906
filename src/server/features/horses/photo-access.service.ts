import type { FileStorage } from '#server/adapters/storage/index.js';
import type { Database } from '#server/db/client.js';
import { notFound } from '#server/platform/http/app-error.js';
import { isAdminToken } from '#server/platform/sessions/admin-session.js';
import { hashToken, isSessionActive } from '#server/platform/sessions/session.js';
import { findUploaderId } from '#server/platform/uploads/uploads.repository.js';
import { findPhotoPlacements, findSessionUserId } from './photos.repository.js';

/**
 * A public photo may be kept five minutes, then checked again (the ETag makes that a 304 without the
 * file): hiding a horse takes its photos out of every cache within that time (docs/decisions/0024).
 */
export const PUBLIC_PHOTO_CACHE = 'public, max-age=300';
const PRIVATE_CACHE = 'private, no-store';

/** The member behind a session id, when it is still active (photo files sit outside /api/ and its sessions). */
export async function photoViewerOf({
  db,
  sessionId,
}: {
  db: Database;
  sessionId: string | undefined;
}): Promise<number | undefined> {
  if (!sessionId || !(await isSessionActive(db, sessionId))) return undefined;
  return findSessionUserId(db, sessionId);
}

/** Whether the raw admin cookie belongs to a signed-in admin: admins review pending photos. */
export async function photoViewerIsAdmin({
  db,
  adminToken,
}: {
  db: Database;
  adminToken: string | undefined;
}): Promise<boolean> {
  return isAdminToken(db, adminToken);
}

/**
 * May this viewer see the photo stored under `key`, and how may it be cached? A photo approved on a horse
 * that is not hidden is public, cached for a few minutes; one that is pending, rejected, on no horse yet
 * or only on hidden horses is shown only to the owner of a horse that carries it, to its uploader or to a
 * signed-in admin (who reviews it), never cached, and is "not found" for everyone else (so nobody learns
 * it exists). `viewer` and `isAdmin` are resolved only when needed: most photos are approved.
 */
export async function photoCachePolicy({
  db,
  storage,
  key,
  viewer,
  isAdmin,
}: {
  db: Database;
  storage: FileStorage;
  key: string;
  viewer: () => Promise<number | undefined>;
  isAdmin: () => Promise<boolean>;
}): Promise<string> {
  const placements = await findPhotoPlacements(db, storage.publicUrl(key));
  if (placements.some((placement) => placement.status === 'approved' && !placement.hidden))
    return PUBLIC_PHOTO_CACHE;
  const viewerId = await viewer();
  const allowed =
    viewerId !== undefined &&
    (placements.some((placement) => placement.ownerId === viewerId) ||
      (await findUploaderId(db, key)) === viewerId);
  if (!allowed && !(await isAdmin())) throw notFound();
  return PRIVATE_CACHE;
}

/** A photo's own name or its card variant's: letters, digits and dashes only, so no path can escape. */
const FILE_NAME = /^([A-Za-z0-9-]+?)(-thumb)?\.webp$/;

/** What GET /uploads/horses/{file} answers: how it may be cached, and the file, or why there is none. */
export type PhotoFileReply = { cacheControl: string; etag?: string } & (
  | { outcome: 'file'; body: Buffer }
  /** The viewer's copy (If-None-Match) is current. */
  | { outcome: 'not-modified' }
  /** The photo may be seen, but its file is gone from the storage. */
  | { outcome: 'missing' }
);

/**
 * GET /uploads/horses/{file}: who may see the photo and how it may be cached (photoCachePolicy), decided
 * on every request, revalidations included; a public photo's name is its ETag (a name is never reused for
 * other bytes). The raw cookies are read here: photo files sit outside /api/, where sessions are loaded.
 */
export async function horsePhotoFile(deps: {
  db: Database;
  storage: FileStorage;
  file: string;
  sessionToken: string | undefined;
  adminToken: string | undefined;
  ifNoneMatch: string | undefined;
}): Promise<PhotoFileReply> {
  const { db, file } = deps;
  const match = FILE_NAME.exec(file);
  if (!match) throw notFound();
  const cacheControl = await photoCachePolicy({
    db,
    storage: deps.storage,
    key: `horses/${match[1]}.webp`,
    viewer: () =>
      photoViewerOf({ db, sessionId: deps.sessionToken ? hashToken(deps.sessionToken) : undefined }),
    isAdmin: () => photoViewerIsAdmin({ db, adminToken: deps.adminToken }),
  });
  const etag = cacheControl === PUBLIC_PHOTO_CACHE ? `"${file}"` : undefined;
  if (etag !== undefined && deps.ifNoneMatch === etag) return { cacheControl, etag, outcome: 'not-modified' };
  const body = await deps.storage.read(`horses/${file}`);
  return body ? { cacheControl, etag, outcome: 'file', body } : { cacheControl, etag, outcome: 'missing' };
}
