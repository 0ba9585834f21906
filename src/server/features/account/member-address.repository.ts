import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * The rows kept under an e-mail address rather than a member's id (contact messages, registration
 * progress: they may predate the account) that are the member's. Anyone can type an address into a form,
 * so they are the member's only once the member has shown they read that address's mail
 * (docs/decisions/0021): the export shows them and account deletion deletes them only then (decision
 * 0049). Before, none match: an unconfirmed account's deletion leaves what someone else typed under the
 * address to housekeeping.
 */
export function rowsUnderMemberAddress(
  column: AnyPgColumn,
  member: { email: string; emailVerifiedAt: Date | null },
): SQL {
  return member.emailVerifiedAt ? sql`lower(${column}) = lower(${member.email})` : sql`false`;
}
