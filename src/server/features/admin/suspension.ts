import type { Executor } from '#server/db/client.js';
import type { SignedInAdmin } from '#server/platform/sessions/admin-session.js';
import { revokeAllSessions } from '#server/platform/sessions/session.js';
import { markHorsesOfOwnerHidden } from '../horses/index.js';
import type { ArrangementEvent } from '../notifications/index.js';
import { callOffArrangementsOf } from '../requests/index.js';
import { closeReportsAbout } from '../reports/index.js';
import { markSuspended } from '../users/index.js';
import { recordDecision } from './audit-log.repository.js';

/**
 * What suspending a member does, whether an admin acts from the Users tab (member-admin.service.ts) or
 * decides a report (report-decisions.service.ts): marked suspended and signed out everywhere, their
 * listings hidden from the same moment, open reports about them settled, and the audit entry (with how
 * many reports it closed), and their visits and shares still to come called off (decision 0052). Runs in
 * the caller's transaction, so it all commits together; answers the notices the caller sends after commit
 * (tellCalledOff).
 */
export async function applySuspension(
  tx: Executor,
  entry: { admin: SignedInAdmin; memberId: number; at: Date; detail: Record<string, unknown> },
): Promise<ArrangementEvent[]> {
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
  return callOffArrangementsOf(tx, memberId, 'suspended');
}
