import { BadgeCheck, CalendarDays, MapPin, MessageCircle } from 'lucide-react';
import { Link } from 'wouter';
import type { PublicUser } from '#contract/users';
import { paths } from '#client/lib/paths';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardContent } from '#client/components/ui/card';
import { joinedLabel, USER_TYPE_LABELS } from '#client/lib/format';

/**
 * Who the member is: photo or initial, full name, kind of member, verified mark, location, when they
 * joined, and Send Message (hidden on one's own profile; signed-out visitors are sent to log in first).
 */
export function ProfileHeader({ user, viewer }: { user: PublicUser; viewer: 'self' | 'member' | 'visitor' }) {
  const joined = joinedLabel(user.createdAt);
  return (
    <Card>
      <CardContent className="flex flex-col gap-5 pt-6 sm:flex-row sm:items-center">
        {user.profileImage ? (
          <img src={user.profileImage} alt="" className="size-24 shrink-0 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-24 shrink-0 items-center justify-center rounded-full bg-primary text-4xl font-bold text-cream"
          >
            {user.firstName.charAt(0).toUpperCase()}
          </span>
        )}
        <div className="grid min-w-0 flex-1 gap-2">
          <h1 className="text-3xl font-bold break-words text-primary">
            {user.firstName} {user.lastName}
          </h1>
          <div className="flex flex-wrap items-center gap-2">
            <Badge>{USER_TYPE_LABELS[user.userType]}</Badge>
            {user.verificationStatus === 'verified' ? (
              <span className="inline-flex items-center gap-1 text-sm font-semibold text-success">
                <BadgeCheck aria-hidden="true" className="size-5" />
                Verified
              </span>
            ) : null}
          </div>
          <ul className="flex flex-wrap gap-x-5 gap-y-1 text-muted">
            {user.location ? (
              <li className="flex items-center gap-1.5">
                <MapPin aria-hidden="true" className="size-4 shrink-0" />
                {user.location}
              </li>
            ) : null}
            {joined ? (
              <li className="flex items-center gap-1.5">
                <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
                {joined}
              </li>
            ) : null}
          </ul>
        </div>
        {viewer === 'self' ? null : (
          <Button asChild variant="accent" className="sm:self-start">
            <Link href={viewer === 'member' ? paths.messages({ userId: user.id }) : paths.login()}>
              <MessageCircle aria-hidden="true" className="size-5" />
              Send Message
            </Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
