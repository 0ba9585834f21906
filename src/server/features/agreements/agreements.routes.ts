import {
  AgreementAcceptSchema,
  AgreementTermsInputSchema,
  AgreementViewSchema,
} from '#contract/agreements.js';
import { RequestIdParamsSchema } from '#contract/requests.js';
import { defineRoutes, rawRoute, route } from '#server/platform/http/routes.js';
import {
  acceptAgreement,
  agreementPdfFile,
  readAgreement,
  saveAgreement,
  type AgreementDeps,
} from './agreements.service.js';

/** A visit's or share's agreement, for the request's two members (contract/agreements.ts). */
export const agreementsRoutes = defineRoutes((app, deps: AgreementDeps) => {
  route(
    app,
    {
      route: 'GET /api/requests/:id/agreement',
      who: 'member',
      params: RequestIdParamsSchema,
      response: AgreementViewSchema,
    },
    async ({ params }, { actor }) => readAgreement({ ...deps, actor, id: params.id, input: undefined }),
  );
  route(
    app,
    {
      route: 'PUT /api/requests/:id/agreement',
      who: 'member',
      params: RequestIdParamsSchema,
      body: AgreementTermsInputSchema,
      response: AgreementViewSchema,
    },
    async ({ params, body }, { actor }) => saveAgreement({ ...deps, actor, id: params.id, input: body }),
  );
  route(
    app,
    {
      route: 'POST /api/requests/:id/agreement/accept',
      who: 'member',
      params: RequestIdParamsSchema,
      body: AgreementAcceptSchema,
      response: AgreementViewSchema,
    },
    async ({ params, body }, { actor }) => acceptAgreement({ ...deps, actor, id: params.id, input: body }),
  );
  rawRoute(
    app,
    { route: 'GET /api/requests/:id/agreement.pdf', who: 'member', params: RequestIdParamsSchema },
    async ({ params }, { actor, reply }) => {
      const file = await agreementPdfFile({ ...deps, actor, id: params.id, input: undefined });
      return reply
        .type('application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .send(file.body);
    },
  );
});
