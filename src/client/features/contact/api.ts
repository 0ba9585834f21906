import { useMutation } from '@tanstack/react-query';
import type { ContactRequest } from '#contract/contact';
import { apiRequest } from '#client/lib/api';

/** POST /api/contact. Success is judged only by an OK status; the body is not read (docs/product.md §P7). */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: async (input: ContactRequest) => {
      await apiRequest('POST', '/api/contact', input);
    },
  });
}
