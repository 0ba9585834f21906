import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import { ADMIN_MESSAGES } from '#contract/admin.js';
import { VERIFICATION_LIMITS, VERIFICATION_MESSAGES } from '#contract/verification.js';
import type { Executor } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import { conflict, forbidden, notFound, unsupportedMediaType } from '#server/platform/app-error.js';
import type { PrivateDocuments } from './private-documents.js';
import { decodeUpload, type UploadRules } from '../horses/index.js';
import { decidePendingVerification, recordVerificationDocument } from '../users/index.js';
import { findDocumentKey } from './verification.repository.js';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};
const ALLOWED = new Set<string>(VERIFICATION_LIMITS.mimeTypes);

/** The content type of a stored document, from the extension we gave it. */
export function contentTypeOfKey(key: string): string {
  const extension = key.split('.').pop();
  const entry = Object.entries(EXTENSIONS).find(([, ext]) => ext === extension);
  return entry?.[0] ?? 'application/octet-stream';
}

const IMAGE_RULES: UploadRules = {
  accepted: new Set(['image/jpeg', 'image/png']),
  wrongType: VERIFICATION_MESSAGES.wrongType,
  tooLarge: VERIFICATION_MESSAGES.tooLarge,
};

/**
 * A photo of a document is encoded again, upright, in its own format: the camera's metadata (place,
 * device, time) is not kept, since the check needs only what the document shows.
 */
function withoutMetadata(file: Buffer, mime: string): Promise<Buffer> {
  return decodeUpload(file, IMAGE_RULES, (upright) =>
    mime === 'image/png' ? upright.png().toBuffer() : upright.jpeg({ quality: 92 }).toBuffer(),
  );
}

/**
 * A member submits an identity document: its type is decided by its bytes (a PDF named .jpg is a PDF;
 * a text file is refused whatever its name), a photo loses its metadata, it is kept privately, the
 * status becomes pending, and the previous document is deleted.
 */
export async function submitVerificationDocument({
  db,
  documents,
  actor,
  userId,
  file,
}: {
  db: Executor;
  documents: PrivateDocuments;
  actor: User;
  userId: number;
  file: Buffer;
}): Promise<{ submittedAt: Date }> {
  if (actor.id !== userId) throw forbidden(VERIFICATION_MESSAGES.notYourProfile);
  const type = await fileTypeFromBuffer(file);
  if (!type || !ALLOWED.has(type.mime)) throw unsupportedMediaType(VERIFICATION_MESSAGES.wrongType);

  const body = type.mime === 'application/pdf' ? file : await withoutMetadata(file, type.mime);
  const key = `verification/${userId}-${randomUUID()}.${EXTENSIONS[type.mime]}`;
  await documents.put(key, body);
  const result = await recordVerificationDocument(db, userId, key);
  if (!result) {
    await documents.delete(key);
    throw notFound(ADMIN_MESSAGES.userNotFound);
  }
  if (result.previousKey && result.previousKey !== key) await documents.delete(result.previousKey);
  return { submittedAt: result.submittedAt };
}

/**
 * An admin decides a pending member: 404 for no such member, 409 when nothing is awaiting a decision.
 * The document leaves the member's row with the decision; the caller deletes its file (`documentKey`)
 * after commit, so a rolled-back decision never loses the document.
 */
export async function decideVerification({
  db,
  userId,
  action,
}: {
  db: Executor;
  userId: number;
  action: 'verified' | 'rejected';
}): Promise<{ user: User; documentKey: string | null }> {
  const decided = await decidePendingVerification(db, userId, action);
  if (decided) return decided;
  if ((await findDocumentKey(db, userId)) === undefined) throw notFound(ADMIN_MESSAGES.userNotFound);
  throw conflict(ADMIN_MESSAGES.verificationNotPending);
}

/** The document of a member, for the admin route; 404 when there is none. */
export async function openVerificationDocument({
  db,
  documents,
  userId,
}: {
  db: Executor;
  documents: PrivateDocuments;
  userId: number;
}) {
  const key = await findDocumentKey(db, userId);
  const stream = key ? await documents.open(key) : undefined;
  if (!key || !stream) throw notFound(ADMIN_MESSAGES.documentNotFound);
  return { stream, contentType: contentTypeOfKey(key), extension: key.split('.').pop() ?? 'bin' };
}
