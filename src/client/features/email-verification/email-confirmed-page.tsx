import { Link, useSearch } from 'wouter';
import {
  EMAIL_VERIFICATION_MESSAGES,
  EMAIL_VERIFICATION_RESULTS,
  type EmailVerificationResult,
} from '#contract/email-verification';
import { AuthPageShell } from '#client/components/layout/auth-page-shell';
import { Button } from '#client/components/ui/button';
import { useCurrentUser } from '#client/lib/auth';
import { paths } from '#client/lib/paths';
import { usePageTitle } from '#client/lib/use-page-title';

const resultOf = (search: string): EmailVerificationResult => {
  const result = new URLSearchParams(search).get('result');
  return EMAIL_VERIFICATION_RESULTS.find((known) => known === result) ?? 'invalid';
};

/** /email-confirmed?result=: where the link in the mail lands, signed in or not. */
export function EmailConfirmedPage() {
  const result = resultOf(useSearch());
  const { title, body } = EMAIL_VERIFICATION_MESSAGES.results[result];
  const { data: user } = useCurrentUser();
  usePageTitle(title);
  const done = result === 'confirmed' || result === 'already';
  return (
    <AuthPageShell title={title} description={body}>
      <div className="grid gap-3">
        {done ? (
          <Button asChild variant="accent" className="w-full">
            <Link href={paths.browse()}>Browse horses</Link>
          </Button>
        ) : null}
        <Button asChild variant={done ? 'outline' : 'accent'} className="w-full">
          {user ? (
            <Link href={paths.myProfile()}>Go to my profile</Link>
          ) : (
            <Link href={paths.login()}>Log in</Link>
          )}
        </Button>
      </div>
    </AuthPageShell>
  );
}
