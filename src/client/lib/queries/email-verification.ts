import { useMutation } from '@tanstack/react-query';
import type { ResendVerificationBody } from '#contract/email-verification';
import { EMAIL_VERIFICATION } from '#contract/email-verification-words';
import { apiJson } from '#client/lib/api';

/**
 * POST /api/auth/resend-verification: a new confirmation link, optionally bringing the member back to
 * `returnTo` (a path of this site) once they open it (issue 46). The banner and the enquiry's notice.
 */
export function useResendConfirmation() {
  return useMutation({
    mutationFn: (body?: ResendVerificationBody) =>
      apiJson<{ message: string }>('POST', EMAIL_VERIFICATION.resendPath, body ?? undefined),
  });
}
