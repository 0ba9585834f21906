import { useState } from 'react';
import { postcodeErrorFor } from '#client/lib/request-errors';
import { toast } from '#client/components/ui/use-toast';
import { registrationSentTo } from './registration-details-storage';
import { registrationFailureOf, type RegistrationFailureState } from './registration-failure';

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
 * What both registrations do with the server's reply. Taken (202), nobody is signed in: the address is
 * kept for the next page, which asks the member to check their e-mail (registration-complete-page.tsx),
 * the same whether the address was new or had an account (issue 40). On failure each field the server
 * named shows its message beside it (the kit), and the postcode says it in the words of docs/product.md
 * §M5, a lost connection included; the reason is toasted as 'Registration failed' and kept above the form
 * (`failure`) until the next try.
 */
export function useRegistrationOutcome(form: RegistrationFormErrors) {
  const [failure, setFailure] = useState<RegistrationFailureState>();
  return {
    failure,
    /** A new try: the last one's reason goes. */
    trying: () => setFailure(undefined),
    received: (email: string) => registrationSentTo.save(email),
    /** `fallback` is the reason shown when the server gave none. */
    failed: (err: unknown, fallback: string) => {
      const placed = form.showServerErrors(err);
      const postcode = postcodeErrorFor(err);
      if (postcode)
        form.setError('postcode', { type: 'server', message: postcode }, { shouldFocus: !placed });
      const shown = registrationFailureOf(err, fallback);
      setFailure(shown);
      toast({ variant: 'destructive', title: 'Registration failed', description: shown.message });
    },
  };
}
