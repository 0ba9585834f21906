import { ArrowLeft } from 'lucide-react';
import { useLocation, useParams } from 'wouter';
import { HORSE_MESSAGES } from '#contract/horses';
import { canEditHorse } from '#contract/rules/horse-policy';
import { paths } from '#client/lib/paths';
import { Button } from '#client/components/ui/button';
import { NoticePage, PageSpinner } from '#client/components/layout/page-states';
import { SignInPrompt } from '#client/components/layout/sign-in-prompt';
import { useCurrentUser } from '#client/lib/auth';
import { usePageTitle } from '#client/lib/use-page-title';
import { HorseForm } from './horse-form';
import { useHorse } from '../api';
import { parseRouteId } from '#client/lib/route-id';

function BackButton() {
  const [, navigate] = useLocation();
  const back = () => (window.history.length > 1 ? window.history.back() : navigate(paths.myProfile()));
  return (
    <Button variant="outline" onClick={back}>
      <ArrowLeft aria-hidden="true" className="size-5" />
      Go back
    </Button>
  );
}

/** /edit-horse/{id} (docs/product.md §M2): only the horse's owner may edit it. */
export function EditHorsePage() {
  usePageTitle('Edit horse');
  const params = useParams<{ id: string }>();
  const id = parseRouteId(params.id);
  const { data: user, isLoading: userLoading } = useCurrentUser();
  const horse = useHorse(user && id !== null ? id : null, 'edit');

  if (id === null) {
    return (
      <NoticePage title="Invalid Horse ID" actions={<BackButton />}>
        <p>This link does not point to a horse. Check the address and try again.</p>
      </NoticePage>
    );
  }
  if (userLoading || (user && horse.isPending)) {
    return <PageSpinner label="Loading horse" showLabel />;
  }
  if (!user) {
    return (
      <SignInPrompt title="Access Restricted" joinAs="owner">
        <p>Please log in with the horse owner account that listed this horse to edit it.</p>
      </SignInPrompt>
    );
  }
  if (horse.isError || !horse.data) {
    return (
      <NoticePage title={horse.error?.message ?? 'Horse not found'} actions={<BackButton />}>
        <p>We could not load this horse. It may have been removed.</p>
      </NoticePage>
    );
  }
  if (!canEditHorse(user, horse.data)) {
    return (
      <NoticePage title="Access Restricted" actions={<BackButton />}>
        <p>{HORSE_MESSAGES.notYourHorse}</p>
      </NoticePage>
    );
  }
  return <HorseForm owner={user} horse={horse.data} />;
}
