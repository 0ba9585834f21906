import { z } from 'zod';
import { VerificationStatusSchema } from './users.js';

/** Verification document upload (docs/product.md §M5, §M8, §M9). */
export const VERIFICATION_LIMITS = {
  maxDocumentBytes: 10 * 1024 * 1024,
  /** Decided from the file's bytes, never from its name (docs/design.md §5). */
  mimeTypes: ['image/jpeg', 'image/png', 'application/pdf'],
  field: 'verificationDocument',
} as const;

export const VERIFICATION_MESSAGES = {
  wrongType: 'Please select an image or PDF file',
  /** A PDF that can run scripts, act on opening, carry files or play media (decision 0047). */
  activePdf:
    'This PDF has scripts, actions or attached files, which we do not accept. Please send a scan or a photo of the document.',
  /** A PDF whose objects are packed in a way the server does not read, so it cannot be checked. */
  uncheckablePdf:
    'We could not check this PDF for scripts or attached files. Please send a scan or a photo of the document.',
  tooLarge: 'Please select a file under 10MB',
  uploaded: 'Verification document uploaded',
  notYourProfile: 'You can only verify your own account.',
} as const;

/**
 * The document as the browser holds it, checked before it is sent (type, then size); the server checks
 * its bytes again (docs/design.md §5). Named as the upload's field, so the server's messages land beside it.
 */
export const VerificationDocumentSchema = z.object({
  [VERIFICATION_LIMITS.field]: z
    .file(VERIFICATION_MESSAGES.wrongType)
    .mime([...VERIFICATION_LIMITS.mimeTypes], VERIFICATION_MESSAGES.wrongType)
    .max(VERIFICATION_LIMITS.maxDocumentBytes, VERIFICATION_MESSAGES.tooLarge),
});

export const VerificationUploadReplySchema = z.object({
  message: z.string(),
  verificationStatus: VerificationStatusSchema,
  verificationSubmittedAt: z.string(),
});
export type VerificationUploadReply = z.infer<typeof VerificationUploadReplySchema>;
