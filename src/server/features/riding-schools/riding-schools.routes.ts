import {
  MyRidingSchoolReplySchema,
  RIDING_SCHOOL_LIMITS,
  RIDING_SCHOOL_MESSAGES,
  RidingSchoolDeclareSchema,
} from '#contract/riding-schools.js';
import { UserParamsSchema } from '#contract/users.js';
import { byAddress, limitBy } from '#server/platform/limits/rate-limit.js';
import { defineRoutes, ownUploadRoute, route } from '#server/platform/http/routes.js';
import {
  declareRidingSchool,
  showMyRidingSchool,
  submitInsuranceCertificate,
  withdrawRidingSchool,
  type RidingSchoolDeps,
} from './riding-schools.service.js';

const own = { who: 'member', params: UserParamsSchema, response: MyRidingSchoolReplySchema } as const;

/**
 * An owner's riding school (decision 0054), the owner themself only: GET and PUT (the business's name),
 * DELETE (no longer a riding school), and POST .../insurance, multipart: the field insuranceExpiresOn
 * ('YYYY-MM-DD') first, then the file insuranceCertificate.
 */
export const ridingSchoolRoutes = defineRoutes((app, deps: RidingSchoolDeps) => {
  route(app, { route: 'GET /api/users/:id/riding-school', ...own }, ({ params }, { actor }) =>
    showMyRidingSchool({ db: deps.db, actor, userId: params.id }),
  );
  route(
    app,
    { route: 'PUT /api/users/:id/riding-school', ...own, body: RidingSchoolDeclareSchema },
    ({ params, body }, { actor }) => declareRidingSchool({ ...deps, actor, userId: params.id, input: body }),
  );
  route(app, { route: 'DELETE /api/users/:id/riding-school', ...own }, ({ params }, { actor }) =>
    withdrawRidingSchool({ ...deps, actor, userId: params.id }),
  );
  ownUploadRoute(
    app,
    '/api/users/:id/riding-school/insurance',
    {
      onRequest: limitBy(app, 'riding-school-upload', { max: 20, timeWindow: '1 hour', key: byAddress }),
      response: MyRidingSchoolReplySchema,
      upload: {
        field: RIDING_SCHOOL_LIMITS.field,
        maxBytes: RIDING_SCHOOL_LIMITS.maxCertificateBytes,
        tooLarge: RIDING_SCHOOL_MESSAGES.tooLarge,
        notYours: RIDING_SCHOOL_MESSAGES.notYours,
      },
    },
    (file, actor, fields) => submitInsuranceCertificate({ ...deps, actor, userId: actor.id, file, fields }),
  );
});
