import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancellationRequestInput, Donation, Subscription } from '#contract/payments';
import { apiJson } from '#client/lib/api';

/** The signed-in member's subscriptions and donations (written by the payment provider's webhook). */
export const paymentKeys = {
  subscriptions: ['/api/subscriptions'] as const,
  donations: ['/api/donations'] as const,
};

/** GET /api/subscriptions: the member's own. */
export function useSubscriptions() {
  return useQuery<Subscription[]>({ queryKey: paymentKeys.subscriptions });
}

/** GET /api/donations: the member's own. */
export function useDonations() {
  return useQuery<Donation[]>({ queryKey: paymentKeys.donations });
}

/** POST /api/request-cancellation: a request to the team; nothing changes until they act on it. */
export function useRequestCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CancellationRequestInput) =>
      apiJson<{ message: string }>('POST', '/api/request-cancellation', input),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: paymentKeys.subscriptions });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.donations });
    },
  });
}
