import { ADMIN_LIMITS, type AdminMetrics } from '#contract/admin.js';
import type { Executor } from '#server/db/client.js';
import { countPendingImages } from '../horses/index.js';
import { countOpenReports } from '../reports/index.js';
import { countPendingRidingSchools } from '../riding-schools/index.js';
import { countPendingVerifications } from '../verification/index.js';
import { countAll, dailySeries, recordVisit, snapshotToday } from './site-metrics.repository.js';

/** The dashboard's cards and chart (docs/product.md §M3: admin metrics shown). */
export async function readAdminMetrics({ db }: { db: Executor }): Promise<AdminMetrics> {
  await snapshotToday(db);
  const [
    counts,
    pendingImagesCount,
    pendingVerificationsCount,
    pendingRidingSchoolsCount,
    openReports,
    daily,
  ] = await Promise.all([
    countAll(db),
    countPendingImages(db),
    countPendingVerifications(db),
    countPendingRidingSchools(db),
    countOpenReports(db),
    dailySeries(db, ADMIN_LIMITS.metricsDays),
  ]);
  return {
    ...counts,
    pendingImagesCount,
    pendingVerificationsCount,
    pendingRidingSchoolsCount,
    openReportsCount: openReports.open,
    openAnimalWelfareReportsCount: openReports.animalWelfare,
    daily,
  };
}

/** One page load of the app, counted for today; nothing about the visitor is kept. */
export async function countVisit({ db }: { db: Executor }): Promise<void> {
  await recordVisit(db);
}
