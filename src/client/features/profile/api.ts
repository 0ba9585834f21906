import { useQuery } from '@tanstack/react-query';
import type { Horse } from '#contract/horses';
import type { PublicUser } from '#contract/users';

/** GET /api/users/{id}: the public view of a member (404 when there is none). */
export function usePublicProfile(id: number | null) {
  return useQuery<PublicUser>({ queryKey: ['/api/users', id ?? 0], enabled: id !== null });
}

/** GET /api/horses?ownerId={id}: an owner's listed horses (asked for only when the member is an owner). */
export function useOwnersHorses(ownerId: number | undefined) {
  return useQuery<Horse[]>({
    queryKey: ['/api/horses', { ownerId }],
    enabled: ownerId !== undefined,
  });
}
