import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminMemberHorseListSchema,
  AdminMetricsSchema,
  AdminPageQuerySchema,
  AdminUserListSchema,
  AdminUsersQuerySchema,
  ApproveImageReplySchema,
  ApproveImageSchema,
  ApproveVerificationReplySchema,
  ApproveVerificationSchema,
  AuditLogSchema,
  MemberActionReplySchema,
  MemberActionSchema,
  PendingImageListSchema,
  PendingVerificationListSchema,
} from '#contract/admin.js';
import { IdParamSchema } from '#contract/ids.js';
import {
  AdminReportListSchema,
  AdminReportsQuerySchema,
  ReportDecisionReplySchema,
  ReportDecisionSchema,
  ReportIdParamsSchema,
} from '#contract/safety.js';
import { MessageReplySchema } from '#contract/auth.js';
import { EMAIL_VERIFICATION } from '#contract/email-verification.js';
import { currentAdmin, requireAdmin } from '#server/platform/admin-session.js';
import { limitBy } from '#server/platform/rate-limit.js';
import { announcePublicHorseChange } from '../horses/index.js';
import { openVerificationDocument, type PrivateDocuments } from '../verification/index.js';
import {
  adminUsersPage,
  auditLogPage,
  pendingImagesPage,
  pendingVerificationsPage,
} from './moderation-queues.service.js';
import {
  liftSuspension,
  memberHorses,
  resendConfirmationMail,
  suspendMember,
} from './member-admin.service.js';
import { decideImage, decideMemberVerification, type ModerationDeps } from './moderation.service.js';
import { pagedRoute } from '#server/platform/routes.js';
import { decideReport, reportsPage } from './report-decisions.service.js';
import { readAdminMetrics } from './site-metrics.service.js';

const pendingImages = { querystring: AdminPageQuerySchema, response: PendingImageListSchema };
const pendingVerifications = { querystring: AdminPageQuerySchema, response: PendingVerificationListSchema };
const users = { querystring: AdminUsersQuerySchema, response: AdminUserListSchema };
const auditLog = { querystring: AdminPageQuerySchema, response: AuditLogSchema };
const reports = { querystring: AdminReportsQuerySchema, response: AdminReportListSchema };

const UserIdParamsSchema = z.object({ userId: IdParamSchema('Invalid user id') });

/** Every route here answers 401 without an admin session, whoever else is signed in. */
export const adminRoutes =
  (
    deps: Omit<ModerationDeps, 'onMailError'> & { documents: PrivateDocuments; secure: boolean },
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const { db } = deps;
    // onRequest: refused before the body is even parsed.
    app.addHook('onRequest', requireAdmin(db, deps.secure));
    // Admin replies carry members' private data: never kept by a browser or proxy cache.
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    const moderation = (log: { error(obj: object, msg: string): void }): ModerationDeps => ({
      ...deps,
      onMailError: (error) => log.error({ err: error }, 'moderation mail failed'),
    });

    app.get('/api/admin/metrics', { schema: { response: { 200: AdminMetricsSchema } } }, async () =>
      readAdminMetrics({ db }),
    );

    pagedRoute(app, '/api/admin/pending-images', pendingImages, (input) => pendingImagesPage({ db, input }));
    pagedRoute(app, '/api/admin/pending-verifications', pendingVerifications, (input) =>
      pendingVerificationsPage({ db, input }),
    );
    pagedRoute(app, '/api/admin/users', users, (input) => adminUsersPage({ db, input }));
    pagedRoute(app, '/api/admin/audit-log', auditLog, (input) => auditLogPage({ db, input }));
    pagedRoute(app, '/api/admin/reports', reports, (input) => reportsPage({ db, input }));

    app.post(
      '/api/admin/reports/:id/decision',
      {
        schema: {
          params: ReportIdParamsSchema,
          body: ReportDecisionSchema,
          response: { 200: ReportDecisionReplySchema },
        },
      },
      async (request) => {
        const { changedHorses, ...decided } = await decideReport({
          ...moderation(request.log),
          admin: currentAdmin(request),
          id: request.params.id,
          input: request.body,
        });
        // Hidden listings leave public replies (and this process's browse cache) at once.
        if (changedHorses) announcePublicHorseChange(app);
        return decided;
      },
    );

    app.post(
      '/api/admin/approve-image',
      { schema: { body: ApproveImageSchema, response: { 200: ApproveImageReplySchema } } },
      async (request) => {
        const result = await decideImage({
          ...moderation(request.log),
          admin: currentAdmin(request),
          input: request.body,
        });
        // Public horse replies (and this process's browse cache) show the decision at once.
        announcePublicHorseChange(app);
        return result;
      },
    );

    app.post(
      '/api/admin/approve-verification',
      { schema: { body: ApproveVerificationSchema, response: { 200: ApproveVerificationReplySchema } } },
      async (request) =>
        decideMemberVerification({
          ...moderation(request.log),
          documents: deps.documents,
          admin: currentAdmin(request),
          input: request.body,
        }),
    );

    const memberAction = {
      schema: {
        params: UserIdParamsSchema,
        body: MemberActionSchema,
        response: { 200: MemberActionReplySchema },
      },
    };
    app.post('/api/admin/users/:userId/suspend', memberAction, async (request) => {
      const result = await suspendMember({
        ...moderation(request.log),
        admin: currentAdmin(request),
        userId: request.params.userId,
        reason: request.body.reason,
      });
      // The member's listings leave public replies (and this process's browse cache) at once.
      announcePublicHorseChange(app);
      return result;
    });
    app.post('/api/admin/users/:userId/unsuspend', memberAction, async (request) => {
      const { horsesShown, ...result } = await liftSuspension({
        ...moderation(request.log),
        admin: currentAdmin(request),
        userId: request.params.userId,
        reason: request.body.reason,
      });
      if (horsesShown > 0) announcePublicHorseChange(app);
      return result;
    });

    app.get(
      '/api/admin/users/:userId/horses',
      { schema: { params: UserIdParamsSchema, response: { 200: AdminMemberHorseListSchema } } },
      async (request) => memberHorses({ db, userId: request.params.userId }),
    );

    app.post(
      '/api/admin/users/:userId/resend-confirmation',
      {
        // As many new links an hour as the member may ask for themselves, whichever admin sends them.
        preHandler: limitBy(app, 'admin-confirmation-resend', {
          max: EMAIL_VERIFICATION.resendsPerHour,
          timeWindow: '1 hour',
          key: (request) => String((request.params as { userId: number }).userId),
        }),
        schema: { params: UserIdParamsSchema, response: { 200: MessageReplySchema } },
      },
      async (request) =>
        resendConfirmationMail({
          db,
          mail: deps.mail,
          admin: currentAdmin(request),
          userId: request.params.userId,
        }),
    );

    app.get(
      '/api/admin/verification-documents/:userId',
      { schema: { params: UserIdParamsSchema } },
      async (request, reply) => {
        const document = await openVerificationDocument({
          db,
          documents: deps.documents,
          userId: request.params.userId,
        });
        // A member's upload, however it was checked, is never run as a page of this site: always a
        // download, sandboxed with nothing allowed should a browser render it anyway, its type as given.
        return reply
          .type(document.contentType)
          .header(
            'content-disposition',
            `attachment; filename="verification-${request.params.userId}.${document.extension}"`,
          )
          .header('content-security-policy', "default-src 'none'; sandbox")
          .header('x-content-type-options', 'nosniff')
          .send(document.stream);
      },
    );
  };
