import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionUser } from '#contract/users';
import { VERIFICATION_LIMITS, type VerificationUploadReply } from '#contract/verification';
import { apiUploadFile } from '#client/lib/api';
import { CURRENT_USER_KEY } from '#client/lib/auth';
import { userKeys } from './users';

/**
 * POST /api/users/{id}/verification (multipart field verificationDocument): the member's own ID document.
 * On success the signed-in user's status becomes pending at once, and their public view is refetched.
 */
export function useUploadVerificationDocument(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) =>
      apiUploadFile<VerificationUploadReply>(
        `/api/users/${userId}/verification`,
        VERIFICATION_LIMITS.field,
        file,
      ),
    onSuccess: (reply) => {
      queryClient.setQueryData<SessionUser | null>(CURRENT_USER_KEY, (user) =>
        user
          ? {
              ...user,
              verificationStatus: reply.verificationStatus,
              verificationSubmittedAt: reply.verificationSubmittedAt,
            }
          : user,
      );
      return queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) });
    },
  });
}
