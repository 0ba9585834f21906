import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ReportCreatedSchema, ReportCreateSchema } from '#contract/safety.js';
import type { Database } from '#server/db/client.js';
import { limitByAddressAndMember } from '#server/platform/rate-limit.js';
import { createdRoute } from '#server/platform/routes.js';
import { createReport } from './reports.service.js';

/**
 * Plenty for a member who meets trouble, a brake on flooding the operators' queue; per member too
 * (issue 29), so rotating addresses buys nothing. Decision 0023.
 */
export const REPORT_LIMITS = {
  perAddress: { max: 30, timeWindow: '1 hour' },
  perMember: { max: 10, timeWindow: '1 hour' },
} as const;

const tooManyReports = (wait: string) =>
  `You have sent a lot of reports in a short time. Please wait ${wait} and try again.`;

export const reportsRoutes =
  ({ db }: { db: Database }): FastifyPluginAsyncZod =>
  async (app) => {
    const limits = limitByAddressAndMember(
      app,
      'reports',
      REPORT_LIMITS.perAddress,
      REPORT_LIMITS.perMember,
      tooManyReports,
    );
    createdRoute(
      app,
      '/api/reports',
      {
        onRequest: limits.onRequest,
        perMember: [limits.perMember],
        body: ReportCreateSchema,
        response: ReportCreatedSchema,
      },
      (input, actor) => createReport({ db, actor, input }),
    );
  };
