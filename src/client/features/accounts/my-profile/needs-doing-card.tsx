import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { canListHorses } from '#contract/rules/horse-policy';
import {
  gettingStarted,
  ownerGettingStarted,
  type GettingStartedItem,
} from '#contract/rules/getting-started';
import type { SessionUser } from '#contract/users';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { paths } from '#client/lib/paths';
import { useOwnerHorses } from '#client/lib/queries/horses';
import { useRequestsInbox } from '#client/lib/queries/requests';
import { SectionLink } from './profile-sections-index';

/** Where each Getting Started step is done. */
function stepLink(item: GettingStartedItem): ReactNode {
  switch (item.key) {
    case 'photo':
    case 'verification':
      return <SectionLink id="details">{item.label}</SectionLink>;
    case 'browsed':
      return (
        <Link href={paths.browse()} className="font-semibold text-primary underline">
          {item.label}
        </Link>
      );
    case 'horse':
      return (
        <Link href={paths.addHorse()} className="font-semibold text-primary underline">
          {item.label}
        </Link>
      );
    // The link is in the mail; the banner at the top of every page sends it again.
    case 'email':
      return <span className="font-semibold text-ink">{item.label}: open the link we e-mailed you</span>;
  }
}

/**
 * How many requests wait for this owner's answer, from the inbox's first page (waiting ones come first);
 * a first page of nothing else may have more after it, so it says "50 or more".
 */
function useWaitingForAnswer(user: SessionUser, owner: boolean): string | null {
  const inbox = useRequestsInbox(owner ? user.id : undefined, 'owner');
  const first = inbox.data?.pages[0];
  if (!first) return null;
  const waiting = first.requests.filter((request) => request.inboxGroup === 0).length;
  if (waiting === 0) return null;
  const more = first.more && waiting === first.requests.length;
  return `${more ? `${waiting} or more requests wait` : waiting === 1 ? '1 request waits' : `${waiting} requests wait`} for your answer`;
}

/**
 * "To do first", at the top of My Profile: what the member has still to do (their Getting Started steps
 * not done, each with where to do it, and an owner's requests waiting for an answer). Nothing to do, no
 * card.
 */
export function NeedsDoingCard({ user }: { user: SessionUser }) {
  const owner = canListHorses(user);
  const horses = useOwnerHorses(owner ? user.id : undefined);
  const waiting = useWaitingForAnswer(user, owner);
  const progress = owner
    ? horses.data
      ? ownerGettingStarted({ ...user, horseCount: horses.data.length })
      : null
    : gettingStarted(user);
  const steps = (progress?.items ?? []).filter((item) => !item.done);
  if (steps.length === 0 && !waiting) return null;
  return (
    <Card className="border-accent">
      <CardHeader>
        <CardTitle>To do first</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid list-disc gap-2 pl-5">
          {waiting ? (
            <li>
              <Link href={paths.requests()} className="font-semibold text-primary underline">
                {waiting}
              </Link>
            </li>
          ) : null}
          {steps.map((item) => (
            <li key={item.key}>{stepLink(item)}</li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
