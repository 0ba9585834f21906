import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { CONFIRM_AND_RETURN_MESSAGES } from '#contract/confirm-and-return';
import {
  EMAIL_VERIFICATION_MESSAGES,
  EMAIL_VERIFICATION_RESULTS,
  type EmailVerificationResult,
} from '#contract/email-verification-words';
import { AuthPageShell } from '#client/components/layout/auth-page-shell';
import { Button } from '#client/components/ui/button';
import { announceAccountChange } from '#client/lib/account-changes';
import { CURRENT_USER_KEY, useCurrentUser } from '#client/lib/auth';
import { enquiryDrafts } from '#client/lib/enquiry-drafts';
import { paths } from '#client/lib/paths';
import { shareDrafts } from '#client/lib/share-drafts';
import { useHorseName } from '#client/lib/queries/horses';
import { useReturnTo } from '#client/lib/return-to';
import { parseRouteId } from '#client/lib/route-id';
import { usePageTitle } from '#client/lib/use-page-title';

const resultOf = (search: string): EmailVerificationResult => {
  const result = new URLSearchParams(search).get('result');
  return EMAIL_VERIFICATION_RESULTS.find((known) => known === result) ?? 'invalid';
};

/**
 * The horse, slot and day a returnTo names (`/horse/7?slot=12&day=2026-11-10`), as far as it names them,
 * and which form it reopens there (`&ask=share`: the request to share; otherwise the enquiry).
 */
function placeOf(returnTo: string | null) {
  if (!returnTo) return null;
  const url = new URL(returnTo, 'http://stablemates.invalid');
  const horseId = parseRouteId(/^\/horse\/([^/]+)\/?$/.exec(url.pathname)?.[1] ?? '');
  const slotId = parseRouteId(url.searchParams.get('slot') ?? '');
  const day = url.searchParams.get('day') ?? '';
  const share = url.searchParams.get('ask') === 'share';
  return { horseId, slot: slotId !== null && day ? { slotId, day } : null, share };
}

/**
 * /email-confirmed?result=&returnTo=: where the link in the mail lands, signed in or not. Confirmed, it tells
 * this browser's other tabs (their banner and forms follow without a reload) and offers the way back to the
 * page the link was asked from (a path of this site, checked again here), where a kept enquiry or request to
 * share waits.
 */
export function EmailConfirmedPage() {
  const search = useSearch();
  const result = resultOf(search);
  const returnTo = useReturnTo();
  const { title, body } = EMAIL_VERIFICATION_MESSAGES.results[result];
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  usePageTitle(title);
  const done = result === 'confirmed' || result === 'already';

  useEffect(() => {
    if (!done) return;
    void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    announceAccountChange();
  }, [done, queryClient]);

  const place = placeOf(returnTo);
  const horseName = useHorseName(done && user ? (place?.horseId ?? null) : null);
  const draftWaiting =
    user && place?.horseId && place.slot
      ? (place.share ? shareDrafts : enquiryDrafts).read({
          memberId: user.id,
          horseId: place.horseId,
          ...place.slot,
        }) !== null
      : false;
  const back = done && user && returnTo ? returnTo : null;

  return (
    <AuthPageShell title={title} description={body}>
      <div className="grid gap-3">
        {back ? (
          <>
            {/* A horse's name may be long: the button wraps rather than run off a phone's screen. */}
            <Button
              asChild
              variant="accent"
              className="w-full py-2 text-center wrap-anywhere whitespace-normal!"
            >
              <Link href={back}>
                {horseName
                  ? CONFIRM_AND_RETURN_MESSAGES.backTo(horseName)
                  : CONFIRM_AND_RETURN_MESSAGES.backToWhereYouWere}
              </Link>
            </Button>
            {draftWaiting ? (
              <p className="text-center text-sm text-muted">
                {place?.share
                  ? CONFIRM_AND_RETURN_MESSAGES.shareDraftWaiting
                  : CONFIRM_AND_RETURN_MESSAGES.draftWaiting}
              </p>
            ) : null}
          </>
        ) : null}
        {done && !back ? (
          <Button asChild variant="accent" className="w-full">
            <Link href={paths.browse()}>Browse horses</Link>
          </Button>
        ) : null}
        <Button asChild variant={done ? 'outline' : 'accent'} className="w-full">
          {user ? (
            <Link href={paths.myProfile()}>Go to my profile</Link>
          ) : (
            <Link href={paths.login(returnTo)}>Log in</Link>
          )}
        </Button>
      </div>
    </AuthPageShell>
  );
}
