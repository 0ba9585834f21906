import type { Executor } from '#server/db/client.js';
import type { SignedInAdmin } from '#server/platform/admin-session.js';
import { revokeAllSessions } from '#server/platform/session.js';
import { markHorsesOfOwnerHidden } from '../horses/index.js';
import { endSharesOfMember, type EndedShare } from '../requests/index.js';
import { closeReportsAbout } from '../reports/index.js';
import { markSuspended } from '../users/index.js';
import { recordDecision } from './audit-log.repository.js';

/**
 * What suspending a member does, whether an admin acts from the Users tab (member-admin.service.ts) or
 * decides a report (report-decisions.service.ts): marked suspended and signed out everywhere, their
 * listings hidden from the same moment, open reports about them settled, and the audit entry (with how
 * many reports it closed), and their running shares ended (decision 0051). Runs in the caller's
 * transaction, so it all commits together; answers the shares ended, whose other members the caller tells
 * after commit (mailSharesEnded).
 */
export async function applySuspension(
  tx: Executor,
  entry: { admin: SignedInAdmin; memberId: number; at: Date; detail: Record<string, unknown> },
): Promise<EndedShare[]> {
  const { admin, memberId, at } = entry;
  await markSuspended(tx, memberId, at);
  await revokeAllSessions(tx, memberId);
  await markHorsesOfOwnerHidden(tx, memberId, at);
  const closed = await closeReportsAbout(tx, memberId, admin.id);
  await recordDecision(tx, {
    admin,
    action: 'member.suspended',
    targetType: 'user',
    targetId: memberId,
    detail: { ...entry.detail, reportsClosed: closed },
  });
  return endSharesOfMember(tx, memberId, 'suspended');
}
