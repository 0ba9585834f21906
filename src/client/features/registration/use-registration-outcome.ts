import type { SessionUser } from '#contract/users';
import { useSetSignedInUser } from '#client/lib/auth';
import { fieldError, postcodeErrorFor } from '#client/lib/request-errors';
import { useSiteConfig } from '#client/lib/site-config';
import { showRegistrationSuccess } from './welcome-toast';

/**
 * What both registrations do with the server's reply: on success the member is signed in here and
 * welcomed; on failure each field the server named shows its message (the postcode's mapped, docs/product.md §M5).
 */
export function useRegistrationOutcome<Field extends string>(
  serverFields: readonly Field[],
  showFieldError: (field: Field, message: string) => void,
) {
  const setSignedInUser = useSetSignedInUser();
  const { siteName } = useSiteConfig();
  return {
    welcome: (user: SessionUser) => {
      setSignedInUser(user);
      showRegistrationSuccess(siteName);
    },
    showServerFieldErrors: (err: unknown) => {
      for (const field of serverFields) {
        const message = field === 'postcode' ? postcodeErrorFor(err) : fieldError(err, field);
        if (message) showFieldError(field, message);
      }
    },
  };
}
