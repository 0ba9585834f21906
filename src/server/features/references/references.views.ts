import type { OwnReference, PublicReference, ReferenceAskState } from '#contract/references.js';
import type { RiderReference } from '#server/db/schema/index.js';

/** The referee's first name as the member gave it: the public line names no one more fully. */
const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? name;

/** A submitted reference as anyone reads it; undefined for one not (or no longer) shown. */
export function toPublicReference(row: RiderReference): PublicReference | undefined {
  if (
    !row.submittedAt ||
    row.hiddenAt ||
    row.answerRelationship === null ||
    row.knownForYears === null ||
    row.levelSeen === null ||
    row.wouldTrust === null
  )
    return undefined;
  return {
    id: row.id,
    refereeFirstName: firstNameOf(row.refereeName),
    relationship: row.answerRelationship,
    knownForYears: row.knownForYears,
    levelSeen: row.levelSeen,
    wouldTrust: row.wouldTrust,
    comment: row.comment,
    submittedAt: row.submittedAt.toISOString(),
  };
}

export function askState(row: RiderReference, now: Date): ReferenceAskState {
  if (row.submittedAt) return row.hiddenAt ? 'hidden' : 'answered';
  if (row.withdrawnAt) return 'withdrawn';
  return row.expiresAt.getTime() <= now.getTime() ? 'expired' : 'waiting';
}

/** An ask as its member reads it in My Profile. */
export function toOwnReference(row: RiderReference, now: Date): OwnReference {
  return {
    id: row.id,
    refereeName: row.refereeName,
    refereeEmail: row.refereeEmail,
    relationship: row.relationship,
    state: askState(row, now),
    askedAt: row.askedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    reference: toPublicReference(row) ?? null,
  };
}
