import { useState } from 'react';
import { useLocation } from 'wouter';
import type { UserType } from '#contract/users';
import { paths } from '#client/lib/paths';
import { useReturnTo } from '#client/lib/return-to';
import { toast } from '#client/components/ui/use-toast';
import { useCreateUser } from './api';
import { toSinglePagePayload, type SinglePageOutput } from './single-page-schema';
import { registrationFailureOf, type RegistrationFailureState } from './registration-failure';
import { useRegistrationOutcome, type RegistrationFormErrors } from './use-registration-outcome';

/**
 * POST /api/users (docs/product.md §P2, docs/product.md §M8): success signs the user in and goes to /my-profile (or back
 * to `?returnTo=`, the page whose prompt sent them to join); failure
 * puts the server's field messages beside their fields, toasts 'Registration failed' and keeps the reason
 * above the form (with the way to sign in when the account could not be created).
 */
export function useSinglePageRegistration(type: UserType, form: RegistrationFormErrors) {
  const createUser = useCreateUser();
  const outcome = useRegistrationOutcome(form);
  const [, navigate] = useLocation();
  const returnTo = useReturnTo();
  const [failure, setFailure] = useState<RegistrationFailureState>();

  const submit = (values: SinglePageOutput) => {
    setFailure(undefined);
    createUser.mutate(toSinglePagePayload(type, values), {
      onSuccess: (user) => {
        outcome.welcome(user);
        navigate(returnTo ?? paths.myProfile());
      },
      onError: (err) => {
        outcome.showServerFieldErrors(err);
        const shown = registrationFailureOf(err, 'Please try again.');
        setFailure(shown);
        toast({ variant: 'destructive', title: 'Registration failed', description: shown.message });
      },
    });
  };

  return { submit, isPending: createUser.isPending, failure, returnTo };
}
