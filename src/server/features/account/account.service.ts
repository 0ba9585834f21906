import { randomBytes } from 'node:crypto';
import { ACCOUNT_DELETION_EFFECTS, PROFILE_MESSAGES, type AccountDeletionInput } from '#contract/profile.js';
import type { FileStorage } from '#server/adapters/storage/index.js';
import type { SiteMail } from '#server/adapters/mailer/index.js';
import { mailToMember } from '#server/adapters/mailer/templates.js';
import type { Database } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import { badRequest, conflict, notFound } from '#server/platform/http/app-error.js';
import { revokeAllSessions } from '#server/platform/sessions/session.js';
import { hashPassword, verifyPassword } from '../auth/index.js';
import { removeHorsesOfOwner, removeUploadsOf, type ErrorLog } from '../horses/index.js';
import { deleteSettledReportsBy, findHorsesUnderOpenReport } from '../reports/index.js';
import { anonymiseUser, deleteProfileImageFile, recountMemberRatings } from '../users/index.js';
import type { PrivateDocuments } from '../verification/index.js';
import { countFutureAcceptedVisits, deletePersonalRows } from './account-deletion.repository.js';
import { callOffArrangementsOf, tellCalledOff } from '../requests/index.js';
import type { Notify } from '../notifications/index.js';
import { today as calendarToday } from '#server/platform/clock.js';
import { readMemberData, type MemberData } from './account-export.repository.js';

export interface AccountDeps extends SiteMail {
  db: Database;
  storage: FileStorage;
  documents: PrivateDocuments;
  /** Tells the other member of each visit or share the deletion called off (decision 0052). */
  notify?: Notify;
  /** Told once the member's listings have left the public lists (the browse cache drops its pages). */
  onPublicHorseChange: () => void;
  /** Where a photo's link preview that could not be deleted is told: the account is gone either way. */
  log: ErrorLog;
}

/** GET /api/users/me/export: everything held about the signed-in member. */
export async function exportMemberData({
  db,
  actor,
}: {
  db: Database;
  actor: User;
}): Promise<{ exportedAt: string } & MemberData> {
  const data = await readMemberData(db, actor.id, actor.email);
  if (!data) throw notFound('User not found');
  return { exportedAt: new Date().toISOString(), ...data };
}

/**
 * Deletes the signed-in member's account, confirmed by their password: personal data, horses (with slots
 * and photos), requests, blocks, settled reports they filed and sessions go (an open report about the
 * member does not stop it: what its review needs stays); the row stays nameless so others' threads and the
 * ratings stay true. An owner with accepted visits to come is told first (409) unless they confirmed.
 */
export async function deleteAccount(
  deps: AccountDeps & { actor: User; input: AccountDeletionInput },
): Promise<{ message: string }> {
  const { db, actor, input } = deps;
  if (!(await verifyPassword(actor.passwordHash, input.password)))
    throw badRequest(PROFILE_MESSAGES.passwordWrong, { password: [PROFILE_MESSAGES.passwordWrong] });
  if (actor.userType === 'owner' && !input.confirmFutureVisits) {
    if ((await countFutureAcceptedVisits(db, actor.id, calendarToday())) > 0)
      throw conflict(PROFILE_MESSAGES.futureVisits);
  }

  // An unusable hash: a random secret nobody knows, so even a guessed address cannot sign in.
  const unusableHash = await hashPassword(randomBytes(32).toString('hex'));
  const { horsesRemoved, calledOff } = await db.transaction(async (tx) => {
    // Visits and shares to come are called off first, while the member's name and the requests are
    // there to tell the other member of (the rows go with the account below).
    const notices = await callOffArrangementsOf(tx, actor.id, 'deleted');
    // A report holds nobody's data hostage: it keeps only what its review needs (docs/decisions/0024).
    // Reports, messages and reviews stay under the nameless row; a reported horse stays hidden.
    const { removed, kept } = await removeHorsesOfOwner({
      db: tx,
      storage: deps.storage,
      log: deps.log,
      ownerId: actor.id,
      keepForReview: await findHorsesUnderOpenReport(tx, actor.id),
    });
    // Reviews of the horses gone went with them: the member's own stored ratings drop them. Reviews they
    // wrote or received stay counted: each keeps its visit's day after the request goes (decision 0040).
    await recountMemberRatings(tx, actor.id);
    await deletePersonalRows(tx, actor);
    await deleteSettledReportsBy(tx, actor.id);
    await anonymiseUser(tx, actor.id, unusableHash);
    await revokeAllSessions(tx, actor.id);
    // Hidden or gone, every one of them leaves the public lists.
    return { horsesRemoved: removed + kept, calledOff: notices };
  });
  if (horsesRemoved > 0) deps.onPublicHorseChange();
  // Files after the rows: a failure here leaves an orphan file, never a row pointing at nothing.
  if (actor.profileImage) await deleteProfileImageFile(deps, actor.profileImage);
  await removeUploadsOf(deps, actor.id);
  // The account is gone either way: an ID document that cannot be deleted now is left to the sweep.
  if (actor.verificationDocument) await deps.documents.discard(actor.verificationDocument);

  await deps.mailer
    .send(
      mailToMember(deps.siteName, actor, {
        subject: `Your ${deps.siteName} account has been deleted`,
        paragraphs: [
          'As you asked, we have deleted your account. This is what went:',
          ...ACCOUNT_DELETION_EFFECTS.removed,
          'And what stays:',
          ...ACCOUNT_DELETION_EFFECTS.kept,
          'If you did not ask for this, please reply to this e-mail at once.',
        ],
      }),
    )
    // The account is gone either way; a lost confirmation must not turn that into an error.
    .catch(() => undefined);
  await tellCalledOff(deps.notify, calledOff);
  return { message: PROFILE_MESSAGES.accountDeleted };
}
