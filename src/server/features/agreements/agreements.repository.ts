import { and, desc, eq, exists } from 'drizzle-orm';
import type { Executor } from '#server/db/client.js';
import { insertedRow } from '#server/db/rows.js';
import {
  agreementAcceptances,
  agreementVersions,
  requests,
  type AgreementAcceptanceRow,
  type AgreementVersionRow,
  type NewAgreementVersionRow,
} from '#server/db/schema/index.js';

/** A request's latest version and the one before it (none, one or two rows, newest first). */
export async function findLatestVersions(db: Executor, requestId: number): Promise<AgreementVersionRow[]> {
  return db
    .select()
    .from(agreementVersions)
    .where(eq(agreementVersions.requestId, requestId))
    .orderBy(desc(agreementVersions.version))
    .limit(2);
}

export async function insertVersion(db: Executor, row: NewAgreementVersionRow): Promise<AgreementVersionRow> {
  return insertedRow(db.insert(agreementVersions).values(row).returning());
}

/** Who accepted a version, and when. */
export async function findAcceptances(db: Executor, versionId: number): Promise<AgreementAcceptanceRow[]> {
  return db.select().from(agreementAcceptances).where(eq(agreementAcceptances.versionId, versionId));
}

/** Records a member's acceptance of a version; false when they had already accepted it. */
export async function insertAcceptance(
  db: Executor,
  acceptance: { versionId: number; memberId: number; acceptedAt?: Date },
): Promise<boolean> {
  const rows = await db
    .insert(agreementAcceptances)
    .values(acceptance)
    .onConflictDoNothing({ target: [agreementAcceptances.versionId, agreementAcceptances.memberId] })
    .returning({ id: agreementAcceptances.id });
  return rows.length > 0;
}

/** The two members of a request that has an agreement (a version saved); undefined when it has none. */
export async function findAgreementMembers(
  db: Executor,
  requestId: number,
): Promise<{ ownerId: number; requesterId: number } | undefined> {
  const [row] = await db
    .select({ ownerId: requests.ownerId, requesterId: requests.requesterId })
    .from(requests)
    .where(
      and(
        eq(requests.id, requestId),
        exists(
          db
            .select({ one: agreementVersions.id })
            .from(agreementVersions)
            .where(eq(agreementVersions.requestId, requests.id)),
        ),
      ),
    )
    .limit(1);
  return row;
}
