import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberReliability } from '#contract/reliability';
import type {
  OwnReference,
  PublicReference,
  ReferenceAnswerInput,
  ReferenceAskInput,
} from '#contract/references';
import { apiJson, apiRequest } from '#client/lib/api';

/**
 * References from outside the site and reliability in numbers (decision 0055), as several features show
 * them: a profile, My Profile, the referee's page.
 */
export const referenceKeys = {
  ofMember: (id: number) => [`/api/users/${id}/references`] as const,
  reliability: (id: number) => [`/api/users/${id}/reliability`] as const,
  asks: ['/api/references/asks'] as const,
  invitation: (token: string) => [`/api/references/${encodeURIComponent(token)}`] as const,
};

/** GET /api/users/{id}/references: the references a profile shows. */
export function useMemberReferences(id: number) {
  return useQuery<PublicReference[]>({ queryKey: referenceKeys.ofMember(id) });
}

/** GET /api/users/{id}/reliability: kept visits and answering, each null while there is nothing to show. */
export function useMemberReliability(id: number) {
  return useQuery<MemberReliability>({ queryKey: referenceKeys.reliability(id) });
}

/** GET /api/references/asks: the signed-in member's own asks. */
export function useOwnReferenceAsks(enabled = true) {
  return useQuery<OwnReference[]>({ queryKey: referenceKeys.asks, enabled });
}

/** POST /api/references and DELETE /api/references/asks/{id}: ask someone, or take an ask back. */
export function useReferenceAskActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: referenceKeys.asks });
  const ask = useMutation({
    mutationFn: (input: ReferenceAskInput) => apiJson<OwnReference>('POST', '/api/references', input),
    onSuccess: refresh,
  });
  const withdraw = useMutation({
    mutationFn: async (id: number) => {
      await apiRequest('DELETE', `/api/references/asks/${id}`);
    },
    onSuccess: refresh,
  });
  return { ask, withdraw };
}

/** POST /api/references/{token}: the referee's answer, with no account. */
export function useAnswerReference(token: string) {
  return useMutation({
    mutationFn: (input: ReferenceAnswerInput) =>
      apiJson<{ message: string }>('POST', referenceKeys.invitation(token)[0], input),
  });
}
