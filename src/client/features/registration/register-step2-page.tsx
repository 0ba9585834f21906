import { ArrowRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, useLocation, useSearch } from 'wouter';
import { z } from 'zod';
import { RegisterSchema } from '#contract/auth';
import { paths } from '#client/lib/paths';
import { useContractForm } from '#client/components/form';
import { Button } from '#client/components/ui/button';
import { usePageTitle } from '#client/lib/use-page-title';
import { AuthPageShell } from '#client/components/layout/auth-page-shell';
import { readRegistrationQuery, step3Href } from './registration-query';
import { saveRegistrationDetails } from './api';
import { registrationStorage } from './registration-storage';
import { registrationDetails } from './registration-details-storage';
import { RegistrationProgress } from './registration-progress';
import { NameEmailFields } from './name-email-fields';

const DetailsSchema = z.object({
  firstName: RegisterSchema.shape.firstName,
  lastName: RegisterSchema.shape.lastName,
  email: RegisterSchema.shape.email,
});
const EMPTY_DETAILS: z.input<typeof DetailsSchema> = { firstName: '', lastName: '', email: '' };

/** /register/step2?type&interests (docs/product.md §M2): first name, last name and email, all required. */
export function RegisterStep2Page() {
  usePageTitle('Your Details');
  const search = useSearch();
  const query = useMemo(() => readRegistrationQuery(search), [search]);
  const [, navigate] = useLocation();
  const [typedBefore] = useState(() => registrationDetails.read());
  const form = useContractForm(DetailsSchema, {
    // Coming back from step 3, what was typed before is in storage.
    defaultValues: typedBefore ? { ...typedBefore } : EMPTY_DETAILS,
  });
  const {
    handleSubmit,
    control,
    formState: { isSubmitting },
  } = form;
  const values = useWatch({ control });
  const allFilled = [values.firstName, values.lastName, values.email].every((value) => value?.trim());

  const onSubmit = handleSubmit(async (details) => {
    const sessionId = registrationStorage.sessionId();
    if (sessionId) await saveRegistrationDetails(sessionId, details);
    registrationDetails.save(details);
    navigate(step3Href(query));
  });

  return (
    <AuthPageShell
      wide
      title="Your Details"
      description="Tell us who you are. We will never share your email address."
      before={<RegistrationProgress step={2} />}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <NameEmailFields form={form.fields} />
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
          <Button asChild variant="outline">
            <Link href={paths.registerStep1(query.type, query.returnTo)}>Back</Link>
          </Button>
          <Button type="submit" variant="accent" disabled={!allFilled || isSubmitting}>
            Continue
            <ArrowRight aria-hidden="true" className="size-5" />
          </Button>
        </div>
      </form>
    </AuthPageShell>
  );
}
