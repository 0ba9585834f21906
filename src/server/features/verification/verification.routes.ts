import {
  VERIFICATION_LIMITS,
  VERIFICATION_MESSAGES,
  VerificationUploadReplySchema,
} from '#contract/verification.js';
import type { Database } from '#server/db/client.js';
import { byAddress, limitBy } from '#server/platform/limits/rate-limit.js';
import { defineRoutes, ownUploadRoute } from '#server/platform/http/routes.js';
import type { PrivateDocuments } from './private-documents.js';
import { submitVerificationDocument } from './verification.service.js';

/** POST /api/users/{id}/verification: multipart field `verificationDocument`, the member themself only. */
export const verificationRoutes = defineRoutes((app, deps: { db: Database; documents: PrivateDocuments }) => {
  ownUploadRoute(
    app,
    '/api/users/:id/verification',
    {
      onRequest: limitBy(app, 'verification-upload', { max: 20, timeWindow: '1 hour', key: byAddress }),
      response: VerificationUploadReplySchema,
      upload: {
        field: VERIFICATION_LIMITS.field,
        maxBytes: VERIFICATION_LIMITS.maxDocumentBytes,
        tooLarge: VERIFICATION_MESSAGES.tooLarge,
        notYours: VERIFICATION_MESSAGES.notYourProfile,
      },
    },
    async (file, actor) => {
      const { submittedAt } = await submitVerificationDocument({ ...deps, actor, userId: actor.id, file });
      return {
        message: VERIFICATION_MESSAGES.uploaded,
        verificationStatus: 'pending' as const,
        verificationSubmittedAt: submittedAt.toISOString(),
      };
    },
  );
});
