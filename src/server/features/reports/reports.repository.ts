import { and, desc, eq, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AdminReport, ReportStatus } from '#contract/safety.js';
import type { Executor } from '#server/db/client.js';
import { queryRows } from '#server/db/client.js';
import { countRows } from '#server/db/count-rows.js';
import { reports, type Report } from '#server/db/schema/index.js';

type NewReport = typeof reports.$inferInsert;

/** Undefined when the reporter already has an open report of this item. */
export async function insertReport(db: Executor, values: NewReport): Promise<Report | undefined> {
  const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning();
  return row;
}

/** Locked for the decision, so two admins cannot decide the same report at once. */
export async function findReportForUpdate(db: Executor, id: number): Promise<Report | undefined> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).for('update').limit(1);
  return row;
}

/** Closes every open report that `match` selects, as decided by `adminId` at `at`; returns their ids. */
async function closeReports(
  db: Executor,
  match: ReturnType<typeof and>,
  status: Exclude<ReportStatus, 'open'>,
  adminId: number,
  at = new Date(),
): Promise<number[]> {
  const rows = await db
    .update(reports)
    .set({ status, decidedAt: at, decidedBy: adminId })
    .where(and(eq(reports.status, 'open'), match))
    .returning({ id: reports.id });
  return rows.map((row) => row.id);
}

export const closeReport = (db: Executor, id: number, status: 'dismissed', adminId: number) =>
  closeReports(db, eq(reports.id, id), status, adminId);

/**
 * Hiding an item settles every open report of it. `at` is the hide's own instant when it may be undone (a
 * listing's hide): the reports carry it, and so the undo knows them (`reopenReportsOfHide`).
 */
export const closeReportsOfItem = (
  db: Executor,
  report: Pick<Report, 'targetType' | 'targetId'>,
  adminId: number,
  at?: Date,
) =>
  closeReports(
    db,
    and(eq(reports.targetType, report.targetType), eq(reports.targetId, report.targetId)),
    'hidden',
    adminId,
    at,
  );

const sameReporterOpen = alias(reports, 'same_reporter_open');

/**
 * An undone hide gives back the reports it settled: those of the item still settled as `hidden` by the
 * hide's admin at the hide's instant (`closeReportsOfItem` with its `at`) are open again, undecided, as
 * they were. A report settled earlier or later, by another decision, or decided again since, carries
 * another decision and stays as it is. So does one whose reporter has an open report of the item again
 * (one open report per reporter and item): theirs stands. Returns the ids opened again.
 */
export async function reopenReportsOfHide(
  db: Executor,
  item: Pick<Report, 'targetType' | 'targetId'>,
  hide: { adminId: number; at: Date },
): Promise<number[]> {
  const rows = await db
    .update(reports)
    .set({ status: 'open', decidedAt: null, decidedBy: null })
    .where(
      and(
        eq(reports.targetType, item.targetType),
        eq(reports.targetId, item.targetId),
        eq(reports.status, 'hidden'),
        eq(reports.decidedBy, hide.adminId),
        eq(reports.decidedAt, hide.at),
        notExists(
          db
            .select({ id: sameReporterOpen.id })
            .from(sameReporterOpen)
            .where(
              and(
                eq(sameReporterOpen.status, 'open'),
                eq(sameReporterOpen.reporterId, reports.reporterId),
                eq(sameReporterOpen.targetType, item.targetType),
                eq(sameReporterOpen.targetId, item.targetId),
              ),
            ),
        ),
      ),
    )
    .returning({ id: reports.id });
  return rows.map((row) => row.id);
}

/** Suspending a member settles every open report about them. */
export const closeReportsAbout = (db: Executor, userId: number, adminId: number) =>
  closeReports(db, eq(reports.reportedUserId, userId), 'suspended', adminId);

/** The member's horses an open report is about: account deletion keeps them for the review. */
export async function findHorsesUnderOpenReport(db: Executor, ownerId: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: reports.targetId })
    .from(reports)
    .where(
      and(eq(reports.reportedUserId, ownerId), eq(reports.targetType, 'horse'), eq(reports.status, 'open')),
    );
  return rows.map((row) => row.id);
}

/**
 * The newest report, open or decided, that names the agreement of request `requestId`: while one does, an
 * admin may read that agreement (decision 0053).
 */
export async function findReportNamingAgreement(
  db: Executor,
  requestId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.targetType, 'agreement'), eq(reports.targetId, requestId)))
    .orderBy(desc(reports.id))
    .limit(1);
  return row?.id;
}

/**
 * Account deletion: the reports the member filed that are settled go (the audit log keeps each
 * decision); open ones stay for the review, under the member's nameless row.
 */
export async function deleteSettledReportsBy(db: Executor, reporterId: number): Promise<void> {
  await db.delete(reports).where(and(eq(reports.reporterId, reporterId), ne(reports.status, 'open')));
}

interface ReportListRow {
  id: number;
  target_type: AdminReport['targetType'];
  target_id: number;
  reason: AdminReport['reason'];
  detail: string | null;
  status: ReportStatus;
  created_at: string | Date;
  reporter_id: number;
  reporter_first_name: string;
  reporter_last_name: string;
  reported_id: number;
  reported_first_name: string;
  reported_last_name: string;
  reported_suspended: boolean;
  excerpt: string | null;
  hidden: boolean;
}

/** Reports awaiting a decision, and how many of them are animal-welfare concerns (the dashboard's card). */
export async function countOpenReports(db: Executor): Promise<{ open: number; animalWelfare: number }> {
  const [open, animalWelfare] = await Promise.all([
    countRows(db, reports, eq(reports.status, 'open')),
    countRows(db, reports, and(eq(reports.status, 'open'), eq(reports.reason, 'animal-welfare'))),
  ]);
  return { open, animalWelfare };
}

/**
 * The Reports tab: open reports as a queue (animal-welfare concerns first, then oldest first), or
 * closed ones newest first.
 */
export async function listReports(
  db: Executor,
  query: { status: 'open' | 'closed'; limit: number; offset: number },
): Promise<{ items: AdminReport[]; total: number }> {
  const open = query.status === 'open';
  const statusMatch = open ? eq(reports.status, 'open') : ne(reports.status, 'open');
  const rows = await queryRows<ReportListRow>(
    db,
    sql`
      select r.id, r.target_type, r.target_id, r.reason, r.detail, r.status, r.created_at,
             reporter.id as reporter_id, reporter.first_name as reporter_first_name,
             reporter.last_name as reporter_last_name,
             reported.id as reported_id, reported.first_name as reported_first_name,
             reported.last_name as reported_last_name,
             reported.suspended_at is not null as reported_suspended,
             case r.target_type
               when 'message' then (select m.content from messages m where m.id = r.target_id)
               when 'review' then (select v.comment from reviews v where v.id = r.target_id)
               when 'horse' then (select h.name from horses h where h.id = r.target_id)
               when 'reference' then (select coalesce(f.comment, f.referee_name) from rider_references f where f.id = r.target_id)
               when 'agreement' then (select h.name from requests q join horses h on h.id = q.horse_id where q.id = r.target_id)
               else null end as excerpt,
             coalesce(case r.target_type
               when 'message' then (select m.hidden_at is not null from messages m where m.id = r.target_id)
               when 'review' then (select v.hidden_at is not null from reviews v where v.id = r.target_id)
               when 'horse' then (select h.hidden_at is not null from horses h where h.id = r.target_id)
               when 'reference' then (select f.hidden_at is not null from rider_references f where f.id = r.target_id)
               when 'agreement' then false
               else reported.suspended_at is not null end, false) as hidden
      from ${reports} r
      join users reporter on reporter.id = r.reporter_id
      join users reported on reported.id = r.reported_user_id
      where ${open ? sql`r.status = 'open'` : sql`r.status <> 'open'`}
      order by ${
        // Open: animal-welfare concerns first (a horse may be at risk), then oldest first, a queue.
        open
          ? sql`(r.reason = 'animal-welfare') desc, r.created_at asc, r.id asc`
          : sql`r.decided_at desc nulls last, r.id desc`
      }
      limit ${query.limit} offset ${query.offset}`,
  );
  return {
    total: await countRows(db, reports, statusMatch),
    items: rows.map((row) => ({
      id: row.id,
      targetType: row.target_type,
      targetId: row.target_id,
      reason: row.reason,
      detail: row.detail,
      status: row.status,
      createdAt: new Date(row.created_at).toISOString(),
      reporter: { id: row.reporter_id, firstName: row.reporter_first_name, lastName: row.reporter_last_name },
      reported: {
        id: row.reported_id,
        firstName: row.reported_first_name,
        lastName: row.reported_last_name,
        suspended: row.reported_suspended,
      },
      excerpt: row.excerpt,
      hidden: row.hidden,
    })),
  };
}
