import { useLocation } from 'wouter';
import type { UserType } from '#contract/users';
import { paths } from '#client/lib/paths';
import { useReturnTo } from '#client/lib/return-to';
import { useCreateUser } from './api';
import { toSinglePagePayload, type SinglePageOutput } from './single-page-schema';
import { useRegistrationOutcome, type RegistrationFormErrors } from './use-registration-outcome';

/**
 * POST /api/users (docs/product.md §P2, §M8): once the server has taken it, the browser goes to the
 * welcome page, which asks the member to check their e-mail and log in (registering signs nobody in),
 * keeping `?returnTo=` (the page whose prompt sent them to join) for after; failure puts the server's
 * field messages beside their fields, toasts 'Registration failed' and keeps the reason above the form.
 */
export function useSinglePageRegistration(type: UserType, form: RegistrationFormErrors) {
  const createUser = useCreateUser();
  const outcome = useRegistrationOutcome(form);
  const [, navigate] = useLocation();
  const returnTo = useReturnTo();

  const submit = (values: SinglePageOutput) => {
    outcome.trying();
    createUser.mutate(toSinglePagePayload(type, values, returnTo), {
      onSuccess: () => {
        outcome.received(values.email);
        navigate(paths.registrationComplete(type, returnTo));
      },
      onError: (err) => outcome.failed(err, 'Please try again.'),
    });
  };

  return { submit, isPending: createUser.isPending, failure: outcome.failure };
}
