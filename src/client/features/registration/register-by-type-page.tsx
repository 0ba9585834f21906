import { Link, useParams } from 'wouter';
import type { UserType } from '#contract/users';
import { paths } from '#client/lib/paths';
import { useReturnTo } from '#client/lib/return-to';
import { useSignInIntent } from '#client/lib/use-sign-in-intent';
import { Button } from '#client/components/ui/button';
import { usePageTitle } from '#client/lib/use-page-title';
import { AuthPageShell } from '#client/components/layout/auth-page-shell';
import { SinglePageRegistrationForm } from './single-page-registration-form';
import { userTypeOrNull } from './user-types';

const TITLES: Record<UserType, string> = {
  owner: 'Join as a Horse Owner',
  enthusiast: 'Join as a Horse Enthusiast',
};

/** /register/{type} (docs/product.md §P2): single-page registration for owner or enthusiast. */
export function RegisterByTypePage() {
  const type = userTypeOrNull(useParams<{ type: string }>().type);
  return type ? <RegisterByType type={type} /> : <InvalidRegistrationType />;
}

function RegisterByType({ type }: { type: UserType }) {
  usePageTitle(TITLES[type]);
  const returnTo = useReturnTo();
  // Sent here in the middle of something ("save Biscuit"): say so, as the log-in page does.
  const intent = useSignInIntent();
  return (
    <AuthPageShell
      wide
      title={TITLES[type]}
      description={
        <>
          {intent ? `Create an account to ${intent.phrase}. ` : null}
          Already have an account?{' '}
          <Link
            href={paths.login(returnTo)}
            className="font-semibold text-primary underline underline-offset-2"
          >
            Log in
          </Link>
        </>
      }
    >
      <SinglePageRegistrationForm key={type} type={type} />
    </AuthPageShell>
  );
}

/** Any type other than owner or enthusiast: say so, and offer both (keeping where to return to). */
function InvalidRegistrationType() {
  usePageTitle('Invalid Registration Type');
  const returnTo = useReturnTo();
  return (
    <AuthPageShell
      title="Invalid Registration Type"
      description="That registration link is not one we recognise. Please choose how you would like to join."
    >
      <div className="grid gap-3">
        <Button asChild variant="accent" className="text-center whitespace-normal!">
          <Link href={paths.register('owner', returnTo)}>Register as a Horse Owner</Link>
        </Button>
        <Button asChild variant="outline" className="text-center whitespace-normal!">
          <Link href={paths.register('enthusiast', returnTo)}>Register as a Horse Enthusiast</Link>
        </Button>
      </div>
    </AuthPageShell>
  );
}
