import type { PublicUser } from '#contract/users';
import { Badge, type BadgeVariant } from '#client/components/ui/badge';

export type VerificationStatus = PublicUser['verificationStatus'];

/** docs/product.md §M2: the four status badges of ID verification. */
export const VERIFICATION_STATUS_BADGES: Record<
  VerificationStatus,
  { label: string; variant: BadgeVariant }
> = {
  verified: { label: 'Verified', variant: 'success' },
  pending: { label: 'Pending Verification', variant: 'accent' },
  rejected: { label: 'Verification Rejected', variant: 'muted' },
  unverified: { label: 'Unverified', variant: 'outline' },
};

export function VerificationStatusBadge({ status }: { status: VerificationStatus }) {
  const badge = VERIFICATION_STATUS_BADGES[status];
  return <Badge variant={badge.variant}>{badge.label}</Badge>;
}
