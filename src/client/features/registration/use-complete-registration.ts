import { useLocation } from 'wouter';
import { paths } from '#client/lib/paths';
import { useRegister } from './api';
import type { RegistrationQuery } from './registration-query';
import { registrationDetails, type RegistrationDetails } from './registration-details-storage';
import { completeRegistrationSession, saveRegistrationProfile } from './api';
import { registrationStorage } from './registration-storage';
import { toRegistrationPayload, type Step3Output } from './step3-schema';
import { useRegistrationOutcome, type RegistrationFormErrors } from './use-registration-outcome';

/**
 * Step 3's submit (docs/product.md §M2, §M5, §M8): records the profile step, registers, then once the
 * server has taken it marks the session complete, forgets its id and step 2's stored details, remembers
 * the user type and goes to the welcome page, which asks the member to check their e-mail and log in
 * (registering signs nobody in), with `returnTo` for its way back to the page the visitor left to join.
 * On failure the server's field messages go beside their fields (the postcode's mapped) and a destructive
 * toast explains.
 */
export function useCompleteRegistration(
  query: RegistrationQuery,
  details: RegistrationDetails | null,
  form: RegistrationFormErrors,
) {
  const registerUser = useRegister();
  const outcome = useRegistrationOutcome(form);
  const [, navigate] = useLocation();

  const submit = (values: Step3Output) => {
    // The form does not submit without them; this only narrows the type.
    if (!details) return;
    outcome.trying();
    const sessionId = registrationStorage.sessionId();
    const profileSaved = sessionId
      ? saveRegistrationProfile(sessionId, {
          city: values.location,
          postcode: values.postcode,
          bio: values.bio || null,
        })
      : Promise.resolve();
    registerUser.mutate(toRegistrationPayload({ ...query, ...details }, values), {
      onSuccess: () => {
        if (sessionId) void profileSaved.then(() => completeRegistrationSession(sessionId));
        registrationStorage.clearSessionId();
        registrationDetails.clear();
        registrationStorage.setUserType(query.type);
        outcome.received(details.email);
        navigate(paths.registrationComplete(query.type, query.returnTo));
      },
      onError: (err) => outcome.failed(err, 'Something went wrong. Please try again.'),
    });
  };

  return { submit, isPending: registerUser.isPending, failure: outcome.failure };
}
