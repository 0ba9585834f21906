import { Link } from 'wouter';
import { Alert } from '#client/components/ui/alert';
import { ApiError } from '#client/lib/api';
import { paths } from '#client/lib/paths';
import { serverText } from '#client/lib/request-errors';

/** Why a registration failed, as the form shows it until the next try. */
export interface RegistrationFailureState {
  message: string;
  /**
   * The server could not create the account (409): the address may already have one, which the server
   * does not confirm (issue 29), so the way to sign in or reset the password is offered right here.
   */
  offerSignIn: boolean;
}

export function registrationFailureOf(err: unknown, fallback: string): RegistrationFailureState {
  return {
    message: serverText(err) ?? fallback,
    offerSignIn: err instanceof ApiError && err.status === 409,
  };
}

/** The alert above a registration form after a failed submit. */
export function RegistrationFailure({
  failure,
  returnTo,
}: {
  failure: RegistrationFailureState;
  returnTo?: string | null;
}) {
  return (
    <Alert variant="danger" title="Registration failed">
      <p>{failure.message}</p>
      {failure.offerSignIn ? (
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          <Link href={paths.login(returnTo)} className="font-semibold underline">
            Log in
          </Link>
          <Link href={paths.forgotPassword()} className="font-semibold underline">
            Reset your password
          </Link>
        </p>
      ) : null}
    </Alert>
  );
}
