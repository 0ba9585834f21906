import { Award, MapPin, Mail, Pencil, Phone, Scale } from 'lucide-react';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { SessionUser } from '#contract/users';
import { MemberFact, MemberTypeBadge } from '#client/components/member/member-identity';
import { EXPERIENCE_LEVEL_LABELS } from '#contract/options';
import { RIDER_WEIGHT_LABELS } from '#client/lib/rider-weight-labels';
import { Button } from '#client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { ProfileEditForm } from './profile-edit-form';
import { ProfilePhoto } from './profile-photo';

/** The profile card: view mode with the member's details, or edit mode (docs/product.md §M2, §M4). */
export function ProfileDetailsCard({ user }: { user: SessionUser }) {
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const details = useRef<HTMLDivElement>(null);
  // The button that was pressed goes as the form comes, and back: focus follows, so a keyboard or screen
  // reader user lands in the form, then on Edit profile again, not at the top of the page.
  const switchTo = (next: boolean) => {
    flushSync(() => setEditing(next));
    if (next)
      details.current?.querySelector<HTMLElement>('input:enabled, select:enabled, textarea:enabled')?.focus();
    else editButton.current?.focus();
  };
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Your details</CardTitle>
        {editing ? null : (
          <Button ref={editButton} type="button" variant="outline" size="sm" onClick={() => switchTo(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit profile
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-6 sm:grid-cols-[auto_1fr]">
        <ProfilePhoto user={user} />
        {editing ? (
          <div ref={details} className="min-w-0">
            <ProfileEditForm user={user} onDone={() => switchTo(false)} />
          </div>
        ) : (
          <div className="grid min-w-0 content-start gap-2">
            <h2 className="text-2xl font-semibold text-ink">
              {user.firstName} {user.lastName}
            </h2>
            <MemberTypeBadge type={user.userType} className="justify-self-start" />
            <MemberFact icon={Mail}>
              <span className="break-all">{user.email}</span>
            </MemberFact>
            <MemberFact icon={MapPin}>
              {[user.location, user.postcode].filter(Boolean).join(', ') || 'No town or postcode yet'}
            </MemberFact>
            <MemberFact icon={Phone}>{user.phone ?? 'No phone number'}</MemberFact>
            {user.userType === 'enthusiast' ? (
              <MemberFact icon={Scale}>
                Rider weight: {user.riderWeight ? RIDER_WEIGHT_LABELS[user.riderWeight] : 'not given'}
              </MemberFact>
            ) : null}
            <MemberFact icon={Award}>
              Experience:{' '}
              {user.experienceLevel
                ? `${EXPERIENCE_LEVEL_LABELS[user.experienceLevel]} (${user.showExperience ? 'shown on your public profile' : 'only you see it'})`
                : 'not given'}
            </MemberFact>
            <p className="whitespace-pre-line text-muted">{user.bio || 'No bio yet.'}</p>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
