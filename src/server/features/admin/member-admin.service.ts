import { ADMIN_MESSAGES, type MemberActionReply } from '#contract/admin.js';
import type { AdminMemberHorse } from '#contract/listing-moderation.js';
import type { SiteMail } from '#server/adapters/mailer/index.js';
import type { Database, Executor } from '#server/db/client.js';
import type { User } from '#server/db/schema/index.js';
import type { SignedInAdmin } from '#server/platform/sessions/admin-session.js';
import { conflict, notFound } from '#server/platform/http/app-error.js';
import { sendVerificationMail } from '../auth/index.js';
import {
  hiddenByModeratorsOf,
  listHorsesOfOwnerForAdmin,
  unhideHorsesOfOwnerSince,
} from '../horses/index.js';
import { tellCalledOff } from '../requests/index.js';
import { clearSuspended, findUserById } from '../users/index.js';
import { recordDecision } from './audit-log.repository.js';
import { mailSuspension, mailSuspensionLifted } from './moderation-mail.js';
import { applySuspension } from './suspension.js';
import type { ModerationDeps } from './moderation.service.js';

/** A member an admin can act on: 404 for none, 409 once they deleted their account. */
async function memberToActOn(db: Executor, userId: number): Promise<User> {
  const member = await findUserById(db, userId);
  if (!member) throw notFound(ADMIN_MESSAGES.userNotFound);
  if (member.deletedAt) throw conflict(ADMIN_MESSAGES.memberDeleted);
  return member;
}

/**
 * An admin suspends a member from the Users tab (decision 0035): what a report's suspension does
 * (signed out everywhere, no sign-in, profile and listings hidden, open reports about them settled as
 * "suspended"), the reason mailed to them, and the audit entry, committed together. 409 when already
 * suspended.
 */
export async function suspendMember(
  deps: ModerationDeps & { admin: SignedInAdmin; userId: number; reason: string },
): Promise<MemberActionReply> {
  const { admin, userId, reason } = deps;
  const at = new Date();
  const { member, calledOff } = await deps.db.transaction(async (tx) => {
    const found = await memberToActOn(tx, userId);
    if (found.suspendedAt) throw conflict(ADMIN_MESSAGES.alreadySuspended);
    const notices = await applySuspension(tx, { admin, memberId: userId, at, detail: { reason } });
    return { member: found, calledOff: notices };
  });
  // The member's listings leave public replies at once.
  deps.onPublicHorseChange();
  void mailSuspension(deps.mail, member, reason, false).catch(deps.onMailError);
  await tellCalledOff(deps.notify, calledOff);
  return { userId, suspendedAt: at.toISOString() };
}

/**
 * An admin lifts a suspension (decision 0035): the member may sign in again, and the listings hidden
 * with the suspension come back (one the moderators hid stays hidden: decision 0058). The reason
 * is kept in the audit log; the member is told by mail. 409 when not suspended.
 */
export async function liftSuspension(
  deps: ModerationDeps & { admin: SignedInAdmin; userId: number; reason: string },
): Promise<MemberActionReply> {
  const { admin, userId, reason } = deps;
  const { member, horsesShown } = await deps.db.transaction(async (tx) => {
    const found = await memberToActOn(tx, userId);
    const since = await clearSuspended(tx, userId);
    if (!since) throw conflict(ADMIN_MESSAGES.notSuspended);
    const shown = await unhideHorsesOfOwnerSince(tx, userId, since);
    await recordDecision(tx, {
      admin,
      action: 'member.unsuspended',
      targetType: 'user',
      targetId: userId,
      detail: { reason, suspendedAt: since.toISOString(), listingsShown: shown },
    });
    return { member: found, horsesShown: shown };
  });
  if (horsesShown > 0) deps.onPublicHorseChange();
  void mailSuspensionLifted(deps.mail, member).catch(deps.onMailError);
  return { userId, suspendedAt: null };
}

/** A member's horses as the admin sees them, hidden ones included; 404 for no such member. */
export async function memberHorses({
  db,
  userId,
}: {
  db: Executor;
  userId: number;
}): Promise<AdminMemberHorse[]> {
  if (!(await findUserById(db, userId))) throw notFound(ADMIN_MESSAGES.userNotFound);
  const rows = await listHorsesOfOwnerForAdmin(db, userId);
  return rows.map((horse) => ({
    id: horse.id,
    name: horse.name,
    hidden: horse.hiddenAt !== null,
    hiddenByModerators: hiddenByModeratorsOf(horse).hiddenByModerators ?? null,
    isAvailable: horse.isAvailable,
    photoCount: horse.imageApprovalStatus.length,
    pendingPhotoCount: horse.imageApprovalStatus.filter((status) => status === 'pending').length,
    createdAt: horse.createdAt.toISOString(),
  }));
}

/**
 * An admin sends a member a new link to confirm their e-mail address (the one they would ask for
 * themselves): 409 when already confirmed, or for a deleted member. Recorded in the audit log.
 */
export async function resendConfirmationMail(deps: {
  db: Database;
  mail: SiteMail;
  admin: SignedInAdmin;
  userId: number;
}): Promise<{ message: string }> {
  const member = await memberToActOn(deps.db, deps.userId);
  if (member.emailVerifiedAt) throw conflict(ADMIN_MESSAGES.emailAlreadyConfirmed);
  await sendVerificationMail({ db: deps.db, ...deps.mail }, member);
  await recordDecision(deps.db, {
    admin: deps.admin,
    action: 'member.confirmation-mail-resent',
    targetType: 'user',
    targetId: member.id,
    detail: {},
  });
  return { message: ADMIN_MESSAGES.verificationMailResent };
}
