import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RIDING_SCHOOL_LIMITS,
  type MyRidingSchoolReply,
  type RidingSchoolDeclareInput,
} from '#contract/riding-schools';
import { apiJson } from '#client/lib/api';
import { userKeys } from '#client/lib/queries/users';

const pathOf = (userId: number) => `/api/users/${userId}/riding-school`;

export const ridingSchoolKeys = {
  mine: (userId: number) => [pathOf(userId)] as const,
};

/** GET /api/users/{id}/riding-school: the owner's riding school and where its check stands, or null. */
export function useMyRidingSchool(userId: number) {
  return useQuery<MyRidingSchoolReply>({ queryKey: ridingSchoolKeys.mine(userId) });
}

/**
 * A change to the owner's riding school: the reply is its new standing; their public profile (the badge)
 * and their horses (listed or not) are read again.
 */
function useRidingSchoolChange<Input>(userId: number, call: (input: Input) => Promise<MyRidingSchoolReply>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (reply) => {
      queryClient.setQueryData(ridingSchoolKeys.mine(userId), reply);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: userKeys.detail(userId) }),
        queryClient.invalidateQueries({ queryKey: ['/api/horses'] }),
      ]);
    },
  });
}

/** PUT /api/users/{id}/riding-school: "we are a riding school", under this name. */
export const useDeclareRidingSchool = (userId: number) =>
  useRidingSchoolChange(userId, (input: RidingSchoolDeclareInput) =>
    apiJson<MyRidingSchoolReply>('PUT', pathOf(userId), input),
  );

/** DELETE /api/users/{id}/riding-school: no longer a riding school. */
export const useWithdrawRidingSchool = (userId: number) =>
  useRidingSchoolChange(userId, () => apiJson<MyRidingSchoolReply>('DELETE', pathOf(userId)));

/**
 * POST /api/users/{id}/riding-school/insurance: the expiry day first, then the certificate (the server
 * reads the fields sent before the file).
 */
export const useSendInsuranceCertificate = (userId: number) =>
  useRidingSchoolChange(userId, ({ file, expiresOn }: { file: File; expiresOn: string }) => {
    const body = new FormData();
    body.append(RIDING_SCHOOL_LIMITS.expiryField, expiresOn);
    body.append(RIDING_SCHOOL_LIMITS.field, file);
    return apiJson<MyRidingSchoolReply>('POST', `${pathOf(userId)}/insurance`, body);
  });
