import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParamSchema } from '#contract/ids.js';
import {
  VERIFICATION_LIMITS,
  VERIFICATION_MESSAGES,
  VerificationUploadReplySchema,
} from '#contract/verification.js';
import type { Database } from '#server/db/client.js';
import { forbidden } from '#server/platform/app-error.js';
import { byAddress, limitBy } from '#server/platform/rate-limit.js';
import { currentUser, requireUser } from '#server/platform/session.js';
import { readUpload } from '#server/platform/uploads.js';
import type { PrivateDocuments } from './private-documents.js';
import { submitVerificationDocument } from './verification.service.js';

const ParamsSchema = z.object({ id: IdParamSchema('Invalid user id') });

/** POST /api/users/{id}/verification: multipart field `verificationDocument`, the member themself only. */
export const verificationRoutes =
  (deps: { db: Database; documents: PrivateDocuments }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/api/users/:id/verification',
      {
        onRequest: limitBy(app, 'verification-upload', { max: 20, timeWindow: '1 hour', key: byAddress }),
        preHandler: requireUser,
        schema: { params: ParamsSchema, response: { 200: VerificationUploadReplySchema } },
      },
      async (request) => {
        const actor = currentUser(request);
        // Refused before the body is read: nobody uploads to another member's account.
        if (actor.id !== request.params.id) throw forbidden(VERIFICATION_MESSAGES.notYourProfile);
        const file = await readUpload(
          request,
          VERIFICATION_LIMITS.field,
          VERIFICATION_LIMITS.maxDocumentBytes,
          VERIFICATION_MESSAGES.tooLarge,
        );
        const { submittedAt } = await submitVerificationDocument({
          ...deps,
          actor,
          userId: request.params.id,
          file,
        });
        return {
          message: VERIFICATION_MESSAGES.uploaded,
          verificationStatus: 'pending' as const,
          verificationSubmittedAt: submittedAt.toISOString(),
        };
      },
    );
  };
