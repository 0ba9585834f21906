import { BadgeCheck, MapPin } from 'lucide-react';
import { Link } from 'wouter';
import type { Horse } from '#contract/horses';
import { paths } from '#client/lib/paths';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';

/** "Meet the Owner" (spec public §2): initial, location, verified tick, bio, View Profile. */
export function MeetTheOwnerCard({ owner }: { owner: Horse['owner'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Meet the Owner</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {owner ? (
          <>
            <div className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className="flex size-14 shrink-0 items-center justify-center rounded-full bg-primary text-2xl font-bold text-cream"
              >
                {owner.firstName.charAt(0).toUpperCase()}
              </span>
              <div className="grid min-w-0 gap-0.5">
                <p className="text-lg font-semibold break-words text-ink">
                  {owner.firstName} {owner.lastName}
                </p>
                {owner.verificationStatus === 'verified' ? (
                  <span className="inline-flex items-center gap-1 text-sm font-semibold text-success">
                    <BadgeCheck aria-hidden="true" className="size-5" />
                    Verified
                  </span>
                ) : null}
                {owner.location ? (
                  <p className="flex items-center gap-1.5 text-sm text-muted">
                    <MapPin aria-hidden="true" className="size-4" />
                    {owner.location}
                  </p>
                ) : null}
              </div>
            </div>
            {owner.bio ? <p className="text-sm whitespace-pre-line text-ink">{owner.bio}</p> : null}
            <Button asChild variant="outline">
              <Link href={paths.user(owner.id)}>View Profile</Link>
            </Button>
          </>
        ) : (
          <Alert>Owner information not available.</Alert>
        )}
      </CardContent>
    </Card>
  );
}
