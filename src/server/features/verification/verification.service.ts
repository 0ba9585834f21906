import { randomUUID } from 'node:crypto';
import {
  ADMIN_MESSAGES,
  DECIDABLE_VERIFICATION_STATUSES,
  type DecidableVerificationStatus,
} from '#contract/admin.js';
import { VERIFICATION_MESSAGES } from '#contract/verification.js';
import type { Executor } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import { conflict, forbidden, notFound } from '#server/platform/http/app-error.js';
import { checkedDocument } from './checked-document.js';
import { DOCUMENT_FOLDER, openForAdmin, type PrivateDocuments } from './private-documents.js';
import { decideVerificationStatus, recordVerificationDocument } from '../users/index.js';
import { findDocumentKey } from './verification.repository.js';

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
  const { body, extension } = await checkedDocument(file);
  const key = `${DOCUMENT_FOLDER}/${userId}-${randomUUID()}.${extension}`;
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
  return openForAdmin(documents, await findDocumentKey(db, userId), ADMIN_MESSAGES.documentNotFound);
}
