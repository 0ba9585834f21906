import { useMutation } from '@tanstack/react-query';
import type { UnsubscribeReply } from '#contract/unsubscribe';
import { apiJson } from '#client/lib/api';

/** POST /api/unsubscribe: a mail's signed link, no sign-in needed (decision 0026). */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => apiJson<UnsubscribeReply>('POST', '/api/unsubscribe', { token }),
  });
}
