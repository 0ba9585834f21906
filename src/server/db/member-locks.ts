import { sql } from 'drizzle-orm';
import type { Transaction } from './client.js';

/**
 * What a member's lock guards: each its own first key of PostgreSQL's two-key advisory locks, so that two
 * rules never wait on each other. Arbitrary constants beside the other advisory locks of the app (727_001
 * the migrations', db/postgres.ts; 727_002 a payment's, features/payments/payments.repository.ts).
 */
export const MEMBER_LOCKS = {
  /**
   * A visit request, a share or an enquiry: the hour's allowance, one open request per visit and one open
   * share per horse.
   */
  visitRequests: 727_003,
  /** A device switched on for push: at most NOTIFICATION_LIMITS.devicesPerMember of them. */
  pushDevices: 727_004,
  /** An ask for a reference: the people on record and the week's asks (decision 0055). */
  references: 727_005,
} as const;

/**
 * Holds `memberId`'s lock of this kind until the transaction ends: a second transaction asking for it
 * waits, then reads everything the first committed (docs/decisions/0048). A rule that counts a member's
 * rows and then adds one takes it before counting, so a burst sent at once is counted one by one. Only
 * in a transaction (the type says so): outside one, the lock would go with the statement that took it.
 * PGlite runs one transaction at a time, so there it is granted at once.
 */
export async function lockMemberUntilCommit(
  tx: Transaction,
  kind: keyof typeof MEMBER_LOCKS,
  memberId: number,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${MEMBER_LOCKS[kind]}::int, ${memberId}::int)`);
}
