import { Link } from 'wouter';
import { HORSE_MESSAGES } from '#contract/horses';
import { canListHorses } from '#contract/rules/horse-policy';
import { paths } from '#client/lib/paths';
import { Button } from '#client/components/ui/button';
import { NoticePage, PageSpinner } from '#client/components/layout/page-states';
import { SignInPrompt } from '#client/components/layout/sign-in-prompt';
import { useCurrentUser } from '#client/lib/auth';
import { usePageTitle } from '#client/lib/use-page-title';
import { HorseForm } from './horse-form';

/** /add-horse (docs/product.md §M2): owners only. */
export function AddHorsePage() {
  usePageTitle('Add a horse');
  const { data: user, isLoading } = useCurrentUser();
  if (isLoading) return <PageSpinner label="Loading" showLabel />;
  if (!user) {
    return (
      <SignInPrompt title="Access Restricted" joinAs="owner">
        <p>{HORSE_MESSAGES.notOwner}</p>
      </SignInPrompt>
    );
  }
  if (!canListHorses(user)) {
    return (
      <NoticePage
        title="Access Restricted"
        actions={
          <Button asChild variant="outline">
            <Link href={paths.browse()}>Browse horses</Link>
          </Button>
        }
      >
        <p>{HORSE_MESSAGES.notOwner}</p>
      </NoticePage>
    );
  }
  return <HorseForm owner={user} />;
}
