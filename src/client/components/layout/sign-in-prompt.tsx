import { LogIn, UserPlus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { UserType } from '#contract/users';
import { paths } from '#client/lib/paths';
import { useHereAsReturnTo } from '#client/lib/return-to';
import { Button } from '../ui/button';
import { NoticePage } from './page-states';

/**
 * A page that needs a signed-in member: why, "Log In" and "Join now", both bringing the person back to
 * this very page (with its query, e.g. the horse greeting of a Direct Message) once they are in.
 */
export function SignInPrompt({
  title,
  children,
  joinAs = 'enthusiast',
}: {
  title: string;
  children: ReactNode;
  /** Which registration "Join now" opens: the kind of member this page is for. */
  joinAs?: UserType;
}) {
  const here = useHereAsReturnTo();
  return (
    <NoticePage
      title={title}
      actions={
        <>
          <Button asChild variant="accent">
            <Link href={paths.login(here)}>
              <LogIn aria-hidden="true" className="size-5" />
              Log In
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={paths.register(joinAs, here)}>
              <UserPlus aria-hidden="true" className="size-5" />
              Join now
            </Link>
          </Button>
        </>
      }
    >
      {children}
    </NoticePage>
  );
}
