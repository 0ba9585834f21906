import { useLocation } from 'wouter';
import type { UserType } from '#contract/users';
import { paths } from '#client/lib/paths';
import { useReturnTo } from '#client/lib/return-to';
import { toast } from '#client/components/ui/use-toast';
import { useCreateUser } from './api';
import { serverText } from '#client/lib/request-errors';
import { SINGLE_PAGE_SERVER_FIELDS, toSinglePagePayload, type SinglePageOutput } from './single-page-schema';
import { useRegistrationOutcome } from './use-registration-outcome';

type ServerField = (typeof SINGLE_PAGE_SERVER_FIELDS)[number];

/**
 * POST /api/users (spec public §2, member §8): success signs the user in and goes to /my-profile (or back
 * to `?returnTo=`, the page whose prompt sent them to join); failure
 * puts the server's field messages beside their fields and toasts 'Registration failed'.
 */
export function useSinglePageRegistration(
  type: UserType,
  showFieldError: (field: ServerField, message: string) => void,
) {
  const createUser = useCreateUser();
  const outcome = useRegistrationOutcome(SINGLE_PAGE_SERVER_FIELDS, showFieldError);
  const [, navigate] = useLocation();
  const returnTo = useReturnTo();

  const submit = (values: SinglePageOutput) =>
    createUser.mutate(toSinglePagePayload(type, values), {
      onSuccess: (user) => {
        outcome.welcome(user);
        navigate(returnTo ?? paths.myProfile());
      },
      onError: (err) => {
        outcome.showServerFieldErrors(err);
        toast({
          variant: 'destructive',
          title: 'Registration failed',
          description: serverText(err) ?? 'Please try again.',
        });
      },
    });

  return { submit, isPending: createUser.isPending };
}
