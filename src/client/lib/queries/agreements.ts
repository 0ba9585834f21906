import { useQuery } from '@tanstack/react-query';
import type { AgreementView } from '#contract/agreements';
import { getQueryFn } from '#client/lib/api';
import { REQUESTS_PATH } from './requests';

/**
 * A visit's or share's agreement (contract/agreements.ts). Its key sits under the requests' key, so
 * every change to a request (new days, an answer) reads it again: the agreement is drafted from them.
 */
export const agreementKeys = {
  detail: (requestId: number) => [REQUESTS_PATH, requestId, 'agreement'] as const,
};

/** GET /api/requests/{id}/agreement: the latest version, or the draft (version 0). */
export function useAgreement(requestId: number, enabled = true) {
  return useQuery<AgreementView>({
    queryKey: agreementKeys.detail(requestId),
    queryFn: getQueryFn<AgreementView>({ on401: 'throw', failureMessage: 'Failed to fetch the agreement' }),
    enabled,
  });
}
