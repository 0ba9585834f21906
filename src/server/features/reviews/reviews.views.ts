import type { Review } from '#contract/reviews.js';
import type { ReviewRow } from './reviews.repository.js';

/** A review as a reply: the reviewer's public name and photo only (a removed reviewer shows empty). */
export function toReviewView(row: ReviewRow): Review {
  return {
    id: row.id,
    horseId: row.horseId,
    reviewedUserId: row.reviewedUserId,
    reviewerId: row.reviewerId,
    requestId: row.requestId,
    rating: row.rating,
    comment: row.comment,
    createdAt: row.createdAt.toISOString(),
    reviewer: row.reviewer ?? { firstName: '', lastName: '', profileImage: null },
    // The visit's day is kept while the visit stands, even after its request went (decision 0040).
    confirmedVisit: row.visitOn !== null,
    visitDate: row.visitOn,
    waitingUntil: row.publishedAt === null ? row.showsOn : null,
  };
}
