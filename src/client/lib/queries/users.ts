import { useQuery } from '@tanstack/react-query';
import type { PublicUser } from '#contract/users';

/** The members resource (public views), shown by profiles and by messages. */
export const userKeys = {
  all: ['/api/users'] as const,
  detail: (id: number) => ['/api/users', id] as const,
};

/** GET /api/users/{id}: the public view of a member (404 when there is none). */
export function usePublicUser(id: number | null, enabled = true) {
  return useQuery<PublicUser>({ queryKey: userKeys.detail(id ?? 0), enabled: enabled && id !== null });
}
