import { Alert } from '#client/components/ui/alert';
import { serverText } from '#client/lib/request-errors';

/**
 * Why a registration failed, as the form shows it until the next try. An address that already has an
 * account is no failure: the server answers as for a new one and mails its owner (issue 40).
 */
export interface RegistrationFailureState {
  message: string;
}

export function registrationFailureOf(err: unknown, fallback: string): RegistrationFailureState {
  return { message: serverText(err) ?? fallback };
}

/** The alert above a registration form after a failed submit. */
export function RegistrationFailure({ failure }: { failure: RegistrationFailureState }) {
  return (
    <Alert variant="danger" title="Registration failed">
      <p>{failure.message}</p>
    </Alert>
  );
}
