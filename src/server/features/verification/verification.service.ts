import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  ADMIN_MESSAGES,
  DECIDABLE_VERIFICATION_STATUSES,
  type DecidableVerificationStatus,
} from '#contract/admin.js';
import { VERIFICATION_LIMITS, VERIFICATION_MESSAGES } from '#contract/verification.js';
import type { Executor } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import { conflict, forbidden, notFound, unsupportedMediaType } from '#server/platform/app-error.js';
import { pdfVerdict } from './pdf-active-content.js';
import { DOCUMENT_FOLDER, type PrivateDocuments } from './private-documents.js';
import { decodeUpload, type UploadRules } from '../horses/index.js';
import { decideVerificationStatus, recordVerificationDocument } from '../users/index.js';
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

/** Kept as it came, a PDF is refused when it can do more than show pages, or cannot be read to tell. */
function refuseActivePdf(file: Buffer): void {
  const verdict = pdfVerdict(file);
  if (verdict === 'active') throw unsupportedMediaType(VERIFICATION_MESSAGES.activePdf);
  if (verdict === 'unreadable') throw unsupportedMediaType(VERIFICATION_MESSAGES.uncheckablePdf);
}

/**
 * A member submits an identity document: its type is decided by its bytes (a PDF named .jpg is a PDF;
 * a text file is refused whatever its name), a photo loses its metadata, a PDF with active content is
 * refused (decision 0047), it is kept privately, the status becomes pending, and the previous document
 * is deleted.
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

  if (type.mime === 'application/pdf') refuseActivePdf(file);
  const body = type.mime === 'application/pdf' ? file : await withoutMetadata(file, type.mime);
  const key = `${DOCUMENT_FOLDER}/${userId}-${randomUUID()}.${EXTENSIONS[type.mime]}`;
  await documents.put(key, body);
  const result = await recordVerificationDocument(db, userId, key);
  if (!result) {
    await documents.discard(key);
    throw notFound(ADMIN_MESSAGES.userNotFound);
  }
  if (result.previousKey && result.previousKey !== key) await documents.discard(result.previousKey);
  return { submittedAt: result.submittedAt };
}

/**
 * An admin decides a member: a pending check is verified or rejected, and a verified member's
 * verification is withdrawn by a rejection (docs/product.md §M2, Admin dashboard; decision 0044). With
 * `currentStatus` the decision applies only while the member still has it; with `submittedAt` (the
 * submission the admin was shown), only to that document, not one the member sent since. 404 for no
 * such member, 409 when there is nothing to decide, in words true of the member's status. The document
 * leaves the member's row with the decision; the caller deletes its file (`documentKey`) after commit,
 * so a rolled-back decision never loses the document.
 */
export async function decideVerification({
  db,
  userId,
  action,
  currentStatus,
  submittedAt,
}: {
  db: Executor;
  userId: number;
  action: 'verified' | 'rejected';
  currentStatus?: DecidableVerificationStatus | undefined;
  /** An ISO instant, as the queue listed it. */
  submittedAt?: string | undefined;
}): Promise<{ user: User; documentKey: string | null; previousStatus: DecidableVerificationStatus }> {
  const allowed: readonly DecidableVerificationStatus[] =
    action === 'verified' ? ['pending'] : DECIDABLE_VERIFICATION_STATUSES;
  const from = allowed.filter((status) => currentStatus === undefined || status === currentStatus);
  const seen = submittedAt === undefined ? undefined : new Date(submittedAt);
  const decision = await decideVerificationStatus(db, userId, action, from, seen);
  if (!decision) throw notFound(ADMIN_MESSAGES.userNotFound);
  if (decision.decided) return decision;
  if (currentStatus !== undefined && decision.status !== currentStatus) {
    throw conflict(ADMIN_MESSAGES.verificationChanged);
  }
  if (decision.documentChanged) throw conflict(ADMIN_MESSAGES.documentChanged);
  if (decision.status === 'verified') throw conflict(ADMIN_MESSAGES.alreadyVerified);
  throw conflict(
    action === 'verified' ? ADMIN_MESSAGES.verificationNotPending : ADMIN_MESSAGES.nothingToReject,
  );
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
