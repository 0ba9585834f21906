import { ArrowRight } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useLocation, useSearch } from 'wouter';
import { RegistrationSessionCreateSchema } from '#contract/auth';
import type { UserType } from '#contract/users';
import { useContractForm } from '#client/components/form';
import { paths } from '#client/lib/paths';
import { useReturnTo } from '#client/lib/return-to';
import { Button } from '#client/components/ui/button';
import { usePageTitle } from '#client/lib/use-page-title';
import { AuthPageShell } from '#client/components/layout/auth-page-shell';
import { BackLink } from '#client/components/layout/back-link';
import { InterestsField } from './interest-checkboxes';
import { createRegistrationSession, newSessionId } from './api';
import { registrationStorage } from './registration-storage';
import { RegistrationProgress } from './registration-progress';
import { parseUserType, STEP1_TITLES } from './user-types';

const INTRO: Record<UserType, string> = {
  owner: 'Tell us what help you are looking for, and we will connect you with horse lovers nearby.',
  enthusiast: 'Tell us what you would like to do, and we will help you find horses and owners nearby.',
};

/** /register/step1?type= (docs/product.md §M2): choose at least one interest; any other type is treated as owner. */
export function RegisterStep1Page() {
  const type = parseUserType(new URLSearchParams(useSearch()).get('type'));
  usePageTitle(STEP1_TITLES[type]);
  return (
    <AuthPageShell
      wide
      title={STEP1_TITLES[type]}
      description={INTRO[type]}
      before={
        <>
          <BackLink href={paths.home()}>Back to home</BackLink>
          <RegistrationProgress step={1} />
        </>
      }
    >
      {/* A new form per type, so choices of one kind of user never carry over to the other. */}
      <InterestsForm key={type} type={type} />
    </AuthPageShell>
  );
}

/** The interests as the registration session records them (the contract's rule). */
const InterestsSchema = RegistrationSessionCreateSchema.pick({ interests: true });

function InterestsForm({ type }: { type: UserType }) {
  const [, navigate] = useLocation();
  const returnTo = useReturnTo();
  const form = useContractForm(InterestsSchema, { defaultValues: { interests: [] } });
  const { control, handleSubmit, formState } = form;
  const chosen = useWatch({ control, name: 'interests' });
  const canContinue = (chosen?.length ?? 0) > 0 && !formState.isSubmitting;

  const onSubmit = handleSubmit(async ({ interests }) => {
    if (interests.length === 0) return;
    const sessionId = newSessionId();
    registrationStorage.setSessionId(sessionId);
    // The progress record is best effort: whatever happens, the user goes on to step 2.
    await createRegistrationSession({ sessionId, userType: type, interests });
    navigate(paths.registerStep2({ type, interests, returnTo }));
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <InterestsField
        control={control}
        type={type}
        legend="What are you interested in?"
        hint="Choose at least one to continue."
      />
      <Button
        type="submit"
        variant="accent"
        size="lg"
        disabled={!canContinue}
        className="sm:justify-self-end"
      >
        Continue
        <ArrowRight aria-hidden="true" className="size-5" />
      </Button>
    </form>
  );
}
