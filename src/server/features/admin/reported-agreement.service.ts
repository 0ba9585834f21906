import { ADMIN_MESSAGES } from '#contract/admin.js';
import type { AgreementView } from '#contract/agreements.js';
import type { Database } from '#server/db/client.js';
import type { SignedInAdmin } from '#server/platform/sessions/admin-session.js';
import { forbidden } from '#server/platform/http/app-error.js';
import { readAgreementForReview } from '../agreements/index.js';
import { findReportNamingAgreement } from '../reports/index.js';
import { recordDecision } from './audit-log.repository.js';

/**
 * GET /api/admin/agreements/{requestId}: an agreement is private to its two members; an admin reads one
 * only while a report (open or decided) names it, and each read is in the audit log against the newest
 * such report (decision 0053). Without a report: refused (403), whether or not the agreement exists.
 */
export async function readReportedAgreement({
  db,
  siteName,
  admin,
  requestId,
}: {
  db: Database;
  siteName: string;
  admin: SignedInAdmin;
  requestId: number;
}): Promise<AgreementView> {
  const reportId = await findReportNamingAgreement(db, requestId);
  if (reportId === undefined) throw forbidden(ADMIN_MESSAGES.agreementNotReported);
  const agreement = await readAgreementForReview({ db, siteName }, requestId);
  await recordDecision(db, {
    admin,
    action: 'agreement.read',
    targetType: 'report',
    targetId: reportId,
    detail: { targetType: 'agreement', targetId: requestId, version: agreement.version },
  });
  return agreement;
}
