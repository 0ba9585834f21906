import {
  RIDING_SCHOOL_MESSAGES,
  type PendingRidingSchool,
  type RidingSchoolDecisionInput,
} from '#contract/riding-schools.js';
import type { Executor } from '#server/db/client.js';
import type { RidingSchoolRow } from '#server/db/schema/index.js';
import { conflict, notFound } from '#server/platform/http/app-error.js';
import { now as clockNow } from '#server/platform/clock.js';
import { openForAdmin, type PrivateDocuments } from '../verification/index.js';
import { decidePending, findSchoolOf, listPending } from './riding-schools.repository.js';

/** The certificate of a riding school, reachable only with an admin session (admin.routes.ts). */
export const certificatePath = (userId: number) => `/api/admin/riding-school-certificates/${userId}`;

/** The moderators' queue: riding schools waiting for their check, oldest first. */
export async function pendingRidingSchoolsPage({
  db,
  input,
}: {
  db: Executor;
  input: { limit: number; offset: number };
}): Promise<{ items: PendingRidingSchool[]; total: number }> {
  const { rows, total } = await listPending(db, input);
  return {
    total,
    items: rows.map(({ school, owner }) => ({
      userId: owner.id,
      firstName: owner.firstName,
      lastName: owner.lastName,
      email: owner.email,
      businessName: school.businessName,
      insuranceExpiresOn: school.insuranceExpiresOn ?? '',
      submittedAt: school.submittedAt?.toISOString() ?? '',
      certificateUrl: certificatePath(owner.id),
    })),
  };
}

/**
 * A moderator decides the business check of the submission they saw (`submittedAt`): verified, or
 * rejected with a reason (and a note the owner reads). 404 for an owner with no riding school, 409 when
 * nothing waits or a newer submission came meanwhile. Returns the row as it was before the decision,
 * whose certificate the caller deletes after commit when the business was rejected.
 */
export async function decideRidingSchool({
  db,
  userId,
  input,
}: {
  db: Executor;
  userId: number;
  input: RidingSchoolDecisionInput;
}): Promise<{ before: RidingSchoolRow; discardKey: string | null }> {
  const at = clockNow();
  const decision =
    input.action === 'verified'
      ? { status: 'verified' as const, at }
      : { status: 'rejected' as const, at, reason: input.reason ?? 'other', note: input.note || null };
  const before = await decidePending(db, userId, new Date(input.submittedAt), decision);
  if (before) return { before, discardKey: input.action === 'rejected' ? before.certificateKey : null };
  const found = await findSchoolOf(db, userId);
  if (!found) throw notFound(RIDING_SCHOOL_MESSAGES.notFound);
  if (found.school.status === 'pending') throw conflict(RIDING_SCHOOL_MESSAGES.changed);
  throw conflict(RIDING_SCHOOL_MESSAGES.notWaiting);
}

/** The certificate of a riding school, for the admin route; 404 when there is none. */
export async function openRidingSchoolCertificate({
  db,
  documents,
  userId,
}: {
  db: Executor;
  documents: PrivateDocuments;
  userId: number;
}) {
  const key = (await findSchoolOf(db, userId))?.school.certificateKey;
  return openForAdmin(documents, key, RIDING_SCHOOL_MESSAGES.certificateNotFound);
}
