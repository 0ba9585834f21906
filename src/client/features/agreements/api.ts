import { useMutation, useQueryClient } from '@tanstack/react-query';
import { agreementPath, type AgreementTermsInput, type AgreementView } from '#contract/agreements';
import { apiJson } from '#client/lib/api';
import { agreementKeys } from '#client/lib/queries/agreements';

/**
 * PUT (the owner's part) and POST …/accept: the reply is the agreement as it now stands, put straight in
 * the cache; the thread is read again by the messages stream (the server posts a line there).
 */
export function useAgreementActions(requestId: number) {
  const queryClient = useQueryClient();
  const keep = (view: AgreementView) => queryClient.setQueryData(agreementKeys.detail(requestId), view);
  const save = useMutation({
    mutationFn: (terms: AgreementTermsInput) =>
      apiJson<AgreementView>('PUT', agreementPath(requestId), terms),
    onSuccess: keep,
  });
  const accept = useMutation({
    mutationFn: (version: number) =>
      apiJson<AgreementView>('POST', `${agreementPath(requestId)}/accept`, { version }),
    onSuccess: keep,
  });
  return { save, accept };
}
