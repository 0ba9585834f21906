import { LogIn, UserPlus } from 'lucide-react';
import type { ReactNode, Ref } from 'react';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button';
import { paths } from '#client/lib/paths';
import { ActionsWithCancel } from './actions-with-cancel';
import { ConfirmBeforeAsking } from './confirm-before-asking';

/**
 * Who may ask an owner for something (an enquiry, a share) and what they see first. A signed-out visitor
 * sees, in place of the form, why to sign in and Log in or Create account, each bringing them back to
 * `returnTo`; a member whose e-mail is not confirmed sees the form below a notice that says so
 * (`held`: Send was pressed and nothing went); anyone else sees just the form.
 */
export function AskGate({
  signedIn,
  confirmFirst,
  held,
  noticeRef,
  children,
  ...signIn
}: SignInWords & {
  signedIn: boolean;
  confirmFirst: { email: string } | null;
  held: boolean;
  noticeRef: Ref<HTMLDivElement>;
  children: ReactNode;
}) {
  if (!signedIn) return <SignInToAsk {...signIn} />;
  return (
    <>
      {confirmFirst ? (
        <ConfirmBeforeAsking
          email={confirmFirst.email}
          returnTo={signIn.returnTo}
          held={held}
          noticeRef={noticeRef}
        />
      ) : null}
      {children}
    </>
  );
}

interface SignInWords {
  why: string;
  logInLabel: string;
  returnTo: string;
  onCancel: () => void;
}

function SignInToAsk({ why, logInLabel, returnTo, onCancel }: SignInWords) {
  return (
    <div className="grid gap-3">
      <p className="text-ink">{why}</p>
      <ActionsWithCancel onCancel={onCancel}>
        <Button asChild>
          <Link href={paths.login(returnTo)}>
            <LogIn aria-hidden="true" className="size-5" />
            {logInLabel}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={paths.register('enthusiast', returnTo)}>
            <UserPlus aria-hidden="true" className="size-5" />
            Create account
          </Link>
        </Button>
      </ActionsWithCancel>
    </div>
  );
}
