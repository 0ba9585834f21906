import { Mail, UserRound } from 'lucide-react';
import { Link } from 'wouter';
import type { SessionUser } from '#contract/users';
import { paths } from '#client/lib/paths';
import { PageContainer } from '#client/components/layout/page-container';
import { Alert } from '#client/components/ui/alert';
import { MemberFact, MemberTypeBadge } from '#client/components/member/member-identity';
import { Button } from '#client/components/ui/button';
import { Card, CardContent } from '#client/components/ui/card';

/** The signed-in user's header: name, kind of member, email, and an honest note about what is coming. */
export function ProfileSummary({ user }: { user: SessionUser }) {
  return (
    <PageContainer className="py-8 sm:py-14">
      <div className="mx-auto grid max-w-3xl gap-6">
        <h1 className="text-3xl font-bold text-primary sm:text-4xl">My Profile</h1>
        <Card>
          <CardContent className="flex flex-col gap-4 pt-6 sm:flex-row sm:items-center">
            <span className="flex size-16 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
              <UserRound aria-hidden="true" className="size-8" />
            </span>
            <div className="grid min-w-0 gap-1">
              <h2 className="text-2xl font-semibold text-ink">
                {user.firstName} {user.lastName}
              </h2>
              <MemberTypeBadge type={user.userType} className="justify-self-start" />
              <MemberFact icon={Mail}>
                <span className="break-all">{user.email}</span>
              </MemberFact>
              {user.location ? <MemberFact>{user.location}</MemberFact> : null}
            </div>
          </CardContent>
        </Card>
        <Alert title="More of your profile is on its way">
          Editing your details, your photo, verification, subscriptions and
          {user.userType === 'owner' ? ' your horses' : ' your Getting Started checklist'} are still being
          built and will appear here soon.
        </Alert>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="accent">
            <Link href={paths.browse()}>Browse Horses</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={paths.messages()}>Messages</Link>
          </Button>
        </div>
      </div>
    </PageContainer>
  );
}
