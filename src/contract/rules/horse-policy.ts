import type { UserType } from '../users.js';

/**
 * Who may do what with horses, decided once for both sides: the server refuses with 403, the client hides
 * or guards the screen. A member is anything with a `userType` (the session user, a public user view).
 */
type Member = { userType: UserType } | null | undefined;

/** Only owners list horses (docs/product.md §M6). */
export function canListHorses(member: Member): boolean {
  return member?.userType === 'owner';
}

/** Only the horse's owner changes or deletes it, or its slots. */
export function canEditHorse(
  member: ({ id: number } & NonNullable<Member>) | null | undefined,
  horse: { ownerId: number },
): boolean {
  return member != null && member.id === horse.ownerId;
}
