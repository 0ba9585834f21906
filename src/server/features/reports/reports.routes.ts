import { ReportCreatedSchema, ReportCreateSchema } from '#contract/safety.js';
import type { Database } from '#server/db/client.js';
import { limitByAddressAndMember, sentTooMany } from '#server/platform/limits/rate-limit.js';
import { createdRoute, defineRoutes } from '#server/platform/http/routes.js';
import { createReport } from './reports.service.js';

/**
 * Plenty for a member who meets trouble, a brake on flooding the operators' queue; per member too
 * (issue 29), so rotating addresses buys nothing. Decision 0023.
 */
export const REPORT_LIMITS = {
  perAddress: { max: 30, timeWindow: '1 hour' },
  perMember: { max: 10, timeWindow: '1 hour' },
} as const;

export const reportsRoutes = defineRoutes((app, { db }: { db: Database }) => {
  const limits = limitByAddressAndMember(app, 'reports', REPORT_LIMITS, sentTooMany('reports'));
  createdRoute(
    app,
    '/api/reports',
    {
      ...limits,
      body: ReportCreateSchema,
      response: ReportCreatedSchema,
    },
    (input, actor) => createReport({ db, actor, input }),
  );
});
