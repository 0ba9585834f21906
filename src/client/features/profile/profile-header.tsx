import { CalendarDays, MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import type { PublicUser } from '#contract/users';
import { paths } from '#client/lib/paths';
import { MemberAvatar } from '#client/components/member/member-avatar';
import {
  BadgeMeanings,
  MemberFact,
  MemberTypeBadge,
  PremiumMark,
  SupporterMark,
  VerifiedMark,
} from '#client/components/member/member-identity';
import { RidingSchoolMark } from '#client/components/member/riding-school-mark';
import { ReliabilityFacts } from '#client/components/member/reliability-facts';
import { Button } from '#client/components/ui/button';
import { Card, CardContent } from '#client/components/ui/card';
import { joinedLabel } from '#client/lib/format';

/**
 * Who the member is: photo or initial, full name, kind of member, verified mark, location, when they
 * joined, and Send Message (hidden on one's own profile and on the profile of a member one blocked, where
 * Unblock stands instead; signed-out visitors are sent to log in first).
 */
export function ProfileHeader({
  user,
  viewer,
  blocked = false,
}: {
  user: PublicUser;
  viewer: 'self' | 'member' | 'visitor';
  blocked?: boolean;
}) {
  const joined = joinedLabel(user.createdAt);
  return (
    <Card>
      <CardContent className="flex flex-col gap-5 pt-6 sm:flex-row sm:items-center">
        <MemberAvatar member={user} size="profile" />
        <div className="grid min-w-0 flex-1 gap-2">
          <h1 className="text-3xl font-bold wrap-anywhere text-primary">
            {user.firstName} {user.lastName}
          </h1>
          <div className="flex flex-wrap items-center gap-2">
            <MemberTypeBadge type={user.userType} />
            <VerifiedMark status={user.verificationStatus} />
            {user.isVerifiedRidingSchool ? <RidingSchoolMark /> : null}
            {user.isPremium ? <PremiumMark /> : null}
            {user.isSupporter ? <SupporterMark /> : null}
          </div>
          <BadgeMeanings
            verified={user.verificationStatus === 'verified'}
            premium={user.isPremium}
            supporter={user.isSupporter}
            ridingSchool={user.isVerifiedRidingSchool}
          />
          <div className="flex flex-wrap gap-x-5 gap-y-1">
            {user.location ? <MemberFact>{user.location}</MemberFact> : null}
            {joined ? <MemberFact icon={CalendarDays}>{joined}</MemberFact> : null}
          </div>
          <ReliabilityFacts memberId={user.id} />
        </div>
        {viewer === 'self' || blocked ? null : (
          <Button asChild variant="accent" className="sm:self-start">
            <Link
              href={
                viewer === 'member'
                  ? paths.messages({ userId: user.id })
                  : paths.login(paths.messages({ userId: user.id }))
              }
            >
              <MessageCircle aria-hidden="true" className="size-5" />
              Send Message
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
