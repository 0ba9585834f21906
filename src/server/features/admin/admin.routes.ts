import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
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
import { AgreementViewSchema } from '#contract/agreements.js';
import { IdParamSchema } from '#contract/ids.js';
import {
  AdminMemberHorseListSchema,
  HideListingSchema,
  HorseIdParamsForAdminSchema,
  ListingModerationReplySchema,
  UnhideListingSchema,
} from '#contract/listing-moderation.js';
import {
  AdminReportListSchema,
  AdminReportsQuerySchema,
  ReportDecisionReplySchema,
  ReportDecisionSchema,
  ReportIdParamsSchema,
} from '#contract/safety.js';
import { MessageReplySchema } from '#contract/auth.js';
import {
  PendingRidingSchoolListSchema,
  RidingSchoolDecisionReplySchema,
  RidingSchoolDecisionSchema,
  RidingSchoolUserParamsSchema,
} from '#contract/riding-schools.js';
import { EMAIL_VERIFICATION } from '#contract/email-verification.js';
import { currentAdmin, requireAdmin } from '#server/platform/sessions/admin-session.js';
import { limitBy } from '#server/platform/limits/rate-limit.js';
import { announcePublicHorseChange } from '../horses/index.js';
import { openRidingSchoolCertificate, pendingRidingSchoolsPage } from '../riding-schools/index.js';
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
import { hideListing, undoHideListing, unhideListing } from './listing-moderation.service.js';
import type { TellOfModeration } from '../notifications/index.js';
import { defineRoutes, pagedRoute, rawRoute, route } from '#server/platform/http/routes.js';
import { decideReport, reportsPage } from './report-decisions.service.js';
import { readReportedAgreement } from './reported-agreement.service.js';
import { decideRidingSchoolCheck } from './riding-school-moderation.service.js';
import { readAdminMetrics } from './site-metrics.service.js';

const pendingImages = { querystring: AdminPageQuerySchema, response: PendingImageListSchema };
const pendingVerifications = { querystring: AdminPageQuerySchema, response: PendingVerificationListSchema };
const users = { querystring: AdminUsersQuerySchema, response: AdminUserListSchema };
const auditLog = { querystring: AdminPageQuerySchema, response: AuditLogSchema };
const reports = { querystring: AdminReportsQuerySchema, response: AdminReportListSchema };
const pendingRidingSchools = { querystring: AdminPageQuerySchema, response: PendingRidingSchoolListSchema };

const UserIdParamsSchema = z.object({ userId: IdParamSchema('Invalid user id') });

/** Moderation's dependencies but its after-commit effects, which each request supplies (below). */
type AdminRouteDeps = Omit<ModerationDeps, 'onMailError' | 'onPublicHorseChange' | 'log'> & {
  documents: PrivateDocuments;
  secure: boolean;
  /** Tells an owner of the moderators' decision about their listing (decision 0058). */
  tellOfModeration: TellOfModeration;
  hideNoticeDelayMs: number;
};

/** Every route here answers 401 without an admin session, whoever else is signed in. */
export const adminRoutes = defineRoutes((app, deps: AdminRouteDeps) => {
  const { db } = deps;
  // onRequest: refused before the body is even parsed.
  app.addHook('onRequest', requireAdmin(db, deps.secure));
  // Admin replies carry members' private data: never kept by a browser or proxy cache.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  /** What a decision needs besides its input: the admin, and where its after-commit effects go. */
  const moderation = (request: FastifyRequest) => ({
    ...deps,
    admin: currentAdmin(request),
    onMailError: (error: unknown) => request.log.error({ err: error }, 'moderation mail failed'),
    log: request.log,
    // Public horse replies (and this process's browse cache) show the decision at once.
    onPublicHorseChange: () => announcePublicHorseChange(app),
  });

  route(app, { route: 'GET /api/admin/metrics', who: 'anyone', response: AdminMetricsSchema }, () =>
    readAdminMetrics({ db }),
  );

  pagedRoute(app, '/api/admin/pending-images', pendingImages, (input) => pendingImagesPage({ db, input }));
  pagedRoute(app, '/api/admin/pending-verifications', pendingVerifications, (input) =>
    pendingVerificationsPage({ db, input }),
  );
  pagedRoute(app, '/api/admin/users', users, (input) => adminUsersPage({ db, input }));
  pagedRoute(app, '/api/admin/audit-log', auditLog, (input) => auditLogPage({ db, input }));
  pagedRoute(app, '/api/admin/reports', reports, (input) => reportsPage({ db, input }));
  pagedRoute(app, '/api/admin/pending-riding-schools', pendingRidingSchools, (input) =>
    pendingRidingSchoolsPage({ db, input }),
  );

  // A riding school's business check (decision 0054): verified, or rejected with a reason.
  route(
    app,
    {
      route: 'POST /api/admin/riding-schools/:userId/decision',
      who: 'anyone',
      params: RidingSchoolUserParamsSchema,
      body: RidingSchoolDecisionSchema,
      response: RidingSchoolDecisionReplySchema,
    },
    ({ params, body }, { request }) =>
      decideRidingSchoolCheck({ ...moderation(request), userId: params.userId, input: body }),
  );

  route(
    app,
    {
      route: 'POST /api/admin/reports/:id/decision',
      who: 'anyone',
      params: ReportIdParamsSchema,
      body: ReportDecisionSchema,
      response: ReportDecisionReplySchema,
    },
    ({ params, body }, { request }) => decideReport({ ...moderation(request), id: params.id, input: body }),
  );

  // An agreement a report names, read only while one does (decision 0053); each read is logged.
  route(
    app,
    {
      route: 'GET /api/admin/agreements/:requestId',
      who: 'anyone',
      params: z.object({ requestId: IdParamSchema('Invalid request id') }),
      response: AgreementViewSchema,
    },
    ({ params }, { request }) =>
      readReportedAgreement({
        db,
        siteName: deps.mail.siteName,
        admin: currentAdmin(request),
        requestId: params.requestId,
      }),
  );

  route(
    app,
    {
      route: 'POST /api/admin/approve-image',
      who: 'anyone',
      body: ApproveImageSchema,
      response: ApproveImageReplySchema,
    },
    ({ body }, { request }) => decideImage({ ...moderation(request), input: body }),
  );

  route(
    app,
    {
      route: 'POST /api/admin/approve-verification',
      who: 'anyone',
      body: ApproveVerificationSchema,
      response: ApproveVerificationReplySchema,
    },
    ({ body }, { request }) => decideMemberVerification({ ...moderation(request), input: body }),
  );

  const memberAction = {
    who: 'anyone',
    params: UserIdParamsSchema,
    body: MemberActionSchema,
    response: MemberActionReplySchema,
  } as const;
  route(
    app,
    { route: 'POST /api/admin/users/:userId/suspend', ...memberAction },
    ({ params, body }, { request }) =>
      suspendMember({ ...moderation(request), userId: params.userId, reason: body.reason }),
  );
  route(
    app,
    { route: 'POST /api/admin/users/:userId/unsuspend', ...memberAction },
    ({ params, body }, { request }) =>
      liftSuspension({ ...moderation(request), userId: params.userId, reason: body.reason }),
  );

  // A listing hidden with a reason, undone within a minute, shown again (decision 0058).
  const listing = (request: FastifyRequest, horseId: number) => ({
    ...moderation(request),
    horseId,
    tellOfModeration: deps.tellOfModeration,
    hideNoticeDelayMs: deps.hideNoticeDelayMs,
  });
  const listingAction = {
    who: 'anyone',
    params: HorseIdParamsForAdminSchema,
    response: ListingModerationReplySchema,
  } as const;
  route(
    app,
    { route: 'POST /api/admin/horses/:horseId/hide', ...listingAction, body: HideListingSchema },
    ({ params, body }, { request }) => hideListing({ ...listing(request, params.horseId), input: body }),
  );
  route(
    app,
    { route: 'POST /api/admin/horses/:horseId/undo-hide', ...listingAction },
    ({ params }, { request }) => undoHideListing(listing(request, params.horseId)),
  );
  route(
    app,
    { route: 'POST /api/admin/horses/:horseId/unhide', ...listingAction, body: UnhideListingSchema },
    ({ params, body }, { request }) =>
      unhideListing({ ...listing(request, params.horseId), note: body.note }),
  );

  route(
    app,
    {
      route: 'GET /api/admin/users/:userId/horses',
      who: 'anyone',
      params: UserIdParamsSchema,
      response: AdminMemberHorseListSchema,
    },
    ({ params }) => memberHorses({ db, userId: params.userId }),
  );

  route(
    app,
    {
      route: 'POST /api/admin/users/:userId/resend-confirmation',
      who: 'anyone',
      // As many new links an hour as the member may ask for themselves, whichever admin sends them.
      preHandler: [
        limitBy(app, 'admin-confirmation-resend', {
          max: EMAIL_VERIFICATION.resendsPerHour,
          timeWindow: '1 hour',
          key: (request) => String((request.params as { userId: number }).userId),
        }),
      ],
      params: UserIdParamsSchema,
      response: MessageReplySchema,
    },
    ({ params }, { request }) =>
      resendConfirmationMail({ db, mail: deps.mail, admin: currentAdmin(request), userId: params.userId }),
  );

  // A member's upload, however it was checked, is never run as a page of this site: always a download,
  // sandboxed with nothing allowed should a browser render it anyway, its type as given.
  const asDownload = (
    reply: FastifyReply,
    document: { contentType: string; extension: string },
    name: string,
  ) =>
    reply
      .type(document.contentType)
      .header('content-disposition', `attachment; filename="${name}.${document.extension}"`)
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('x-content-type-options', 'nosniff');

  rawRoute(
    app,
    { route: 'GET /api/admin/verification-documents/:userId', who: 'anyone', params: UserIdParamsSchema },
    async ({ params }, { reply }) => {
      const document = await openVerificationDocument({
        db,
        documents: deps.documents,
        userId: params.userId,
      });
      asDownload(reply, document, `verification-${params.userId}`);
      return document.stream;
    },
  );

  rawRoute(
    app,
    { route: 'GET /api/admin/riding-school-certificates/:userId', who: 'anyone', params: UserIdParamsSchema },
    async ({ params }, { reply }) => {
      const certificate = await openRidingSchoolCertificate({
        db,
        documents: deps.documents,
        userId: params.userId,
      });
      asDownload(reply, certificate, `insurance-${params.userId}`);
      return certificate.stream;
    },
  );
});
