import {
  RIDING_SCHOOL_REJECTION_REASONS,
  type RidingSchool,
  type RidingSchoolRejectionReason,
} from '#contract/riding-schools.js';
import { insuranceCovers, isVerifiedRidingSchool } from '#contract/rules/riding-school.js';
import type { RidingSchoolRow } from '#server/db/schema/index.js';

/** The sentence the owner reads for a stored reason (a reason no longer offered reads as "other"). */
export function rejectionSentence(reason: string | null): string {
  const known = reason !== null && reason in RIDING_SCHOOL_REJECTION_REASONS;
  return RIDING_SCHOOL_REJECTION_REASONS[known ? (reason as RidingSchoolRejectionReason) : 'other'].mail;
}

/** The owner's own view: what is stored, `expired` once a verified certificate's last day has passed. */
export function toOwnView(
  school: RidingSchoolRow,
  { today, premium }: { today: string; premium: boolean },
): RidingSchool {
  const expired = school.status === 'verified' && !insuranceCovers(school, today);
  return {
    businessName: school.businessName,
    status: expired ? 'expired' : school.status,
    insuranceExpiresOn: school.insuranceExpiresOn,
    verifiedUntil: school.verifiedUntil,
    submittedAt: school.submittedAt?.toISOString() ?? null,
    decidedAt: school.decidedAt?.toISOString() ?? null,
    rejection:
      school.status === 'rejected'
        ? { reason: rejectionSentence(school.rejectionReason), note: school.rejectionNote }
        : null,
    isPremium: premium,
    isVerifiedRidingSchool: isVerifiedRidingSchool(school, { today, premium }),
  };
}
