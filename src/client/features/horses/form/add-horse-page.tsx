import { Link } from 'wouter';
import { HORSE_MESSAGES } from '#contract/horses';
import { canListHorses } from '#contract/rules/horse-policy';
import { paths } from '#client/lib/paths';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { useCurrentUser } from '#client/lib/auth';
import { usePageTitle } from '#client/lib/use-page-title';
import { AccessRestricted } from './access-restricted';
import { AddHorseForm } from './add-horse-form';

/** /add-horse (member spec §2): owners only. */
export function AddHorsePage() {
  usePageTitle('Add a horse');
  const { data: user, isLoading } = useCurrentUser();
  if (isLoading) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Loading" showLabel />
      </div>
    );
  }
  if (!user || !canListHorses(user)) {
    return (
      <AccessRestricted
        actions={
          user ? (
            <Button asChild variant="outline">
              <Link href={paths.browse()}>Browse horses</Link>
            </Button>
          ) : (
            <Button asChild variant="accent">
              <Link href={paths.login()}>Log In</Link>
            </Button>
          )
        }
      >
        <p>{HORSE_MESSAGES.notOwner}</p>
      </AccessRestricted>
    );
  }
  return <AddHorseForm ownerId={user.id} />;
}
