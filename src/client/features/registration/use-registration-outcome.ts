import type { SessionUser } from '#contract/users';
import { useSetSignedInUser } from '#client/lib/auth';
import { postcodeErrorFor } from '#client/lib/request-errors';
import { useSiteConfig } from '#client/lib/site-config';
import { showRegistrationSuccess } from './welcome-toast';

/** What the outcome needs of a registration form (the kit's form): its server-error mapper and the postcode. */
export interface RegistrationFormErrors {
  showServerErrors: (err: unknown) => boolean;
  setError: (
    name: 'postcode',
    error: { type: string; message: string },
    options: { shouldFocus: boolean },
  ) => void;
}

/**
 * What both registrations do with the server's reply: on success the member is signed in here and
 * welcomed; on failure each field the server named shows its message beside it (the kit), and the
 * postcode says it in the words of docs/product.md §M5, a lost connection included.
 */
export function useRegistrationOutcome(form: RegistrationFormErrors) {
  const setSignedInUser = useSetSignedInUser();
  const { siteName } = useSiteConfig();
  return {
    welcome: (user: SessionUser) => {
      setSignedInUser(user);
      showRegistrationSuccess(siteName);
    },
    showServerFieldErrors: (err: unknown) => {
      const placed = form.showServerErrors(err);
      const postcode = postcodeErrorFor(err);
      if (postcode)
        form.setError('postcode', { type: 'server', message: postcode }, { shouldFocus: !placed });
    },
  };
}
