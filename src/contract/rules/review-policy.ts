/**
 * Who may review what (docs/product.md §P6), applied by the server and by the screens that offer the form.
 * A horse: signed-in enthusiasts who do not own it. A member: owners reviewing an enthusiast, never
 * themselves.
 */
interface Member {
  id: number;
  userType: string;
}

export function canReviewHorse(viewer: Member | null | undefined, horse: { ownerId: number }): boolean {
  return !!viewer && viewer.userType === 'enthusiast' && viewer.id !== horse.ownerId;
}

export function canReviewMember(viewer: Member | null | undefined, member: Member): boolean {
  return (
    !!viewer && viewer.userType === 'owner' && member.userType === 'enthusiast' && viewer.id !== member.id
  );
}
