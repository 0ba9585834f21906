import { Link } from 'wouter';
import type { Horse } from '#contract/horses';
import { paths } from '#client/lib/paths';
import { MemberAvatar } from '#client/components/member/member-avatar';
import { MemberFact, PremiumMark, VerifiedMark } from '#client/components/member/member-identity';
import { RidingSchoolMark } from '#client/components/member/riding-school-mark';
import { MemberRating } from '#client/components/member/member-rating';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { TitledCard } from '#client/components/ui/card';

/** "Meet the Owner" (docs/product.md §P2): initial, location, verified tick, bio, View Profile. */
export function MeetTheOwnerCard({
  owner,
  premium,
  ridingSchool = false,
}: {
  owner: Horse['owner'];
  premium: boolean;
  /** The owner is a "Verified riding school" now (the server's isVerifiedRidingSchool). */
  ridingSchool?: boolean;
}) {
  return (
    <TitledCard title="Meet the Owner" contentClassName="grid gap-4">
      {owner ? (
        <>
          <div className="flex items-center gap-4">
            {/* The spec's card shows the owner's initial, not their photo. */}
            <MemberAvatar member={{ firstName: owner.firstName }} size="card" />
            <div className="grid min-w-0 gap-0.5">
              <p className="text-lg font-semibold wrap-anywhere text-ink">
                {owner.firstName} {owner.lastName}
              </p>
              <VerifiedMark status={owner.verificationStatus} />
              {ridingSchool ? <RidingSchoolMark /> : null}
              {premium ? <PremiumMark /> : null}
              {owner.location ? <MemberFact className="text-sm">{owner.location}</MemberFact> : null}
              <MemberRating rating={owner.ownerRating} reviewCount={owner.ownerReviewCount} />
            </div>
          </div>
          {owner.bio ? <p className="text-sm whitespace-pre-line text-ink">{owner.bio}</p> : null}
          <Button asChild variant="outline">
            <Link href={paths.user(owner.id)}>View Profile</Link>
          </Button>
        </>
      ) : (
        <Alert title="Owner not found">Owner information not available.</Alert>
      )}
    </TitledCard>
  );
}
