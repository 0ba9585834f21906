import { useCallback, useId, type FormEvent } from 'react';
import { useWatch } from 'react-hook-form';
import { Link } from 'wouter';
import { Button } from '#client/components/ui/button';
import { RegisteredTextarea } from '#client/components/form';
import { toast } from '#client/components/ui/use-toast';
import { NewPasswordField } from './new-password-field';
import { ConsentCheckboxes } from './consent-checkboxes';
import { RegistrationFailure } from './registration-failure';
import { step2Href, type RegistrationQuery } from './registration-query';
import type { RegistrationDetails } from './registration-details-storage';
import { ExperienceField } from './experience-field';
import { RiderWeightField } from './rider-weight-field';
import { createStep3Schema, EMPTY_STEP3, missingForStep3, stillNeeded } from './step3-schema';
import { useCompleteRegistration } from './use-complete-registration';
import { useRegistrationForm } from './use-registration-form';
import { ConfirmPasswordField } from './confirm-password-field';
import { LocationFields } from './location-fields';

/** Step 3's fields; 'Complete Registration' stays disabled until everything required is there. */
export function Step3Form({
  query,
  details,
}: {
  query: RegistrationQuery;
  /** Step 2's name and email; without them the account cannot be created. */
  details: RegistrationDetails | null;
}) {
  const id = useId();
  const form = useRegistrationForm(query.type, createStep3Schema, EMPTY_STEP3);
  const { handleSubmit, control, setValue } = form;
  const values = useWatch({ control });
  const fillTown = useCallback(
    (town: string) => setValue('location', town, { shouldDirty: true }),
    [setValue],
  );
  const { submit, isPending, failure } = useCompleteRegistration(query, details, form);
  const missing = missingForStep3(query.type, values);
  const ready = details !== null && missing.length === 0;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (values.password !== values.confirmPassword) {
      event.preventDefault();
      toast({
        variant: 'destructive',
        title: 'Password mismatch',
        description: 'Please make sure your passwords match.',
      });
      return;
    }
    if (!ready || isPending) {
      event.preventDefault();
      return;
    }
    void handleSubmit(submit)(event);
  };

  const submitHintId = `${id}-submit-hint`;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      {failure ? <RegistrationFailure failure={failure} /> : null}
      <LocationFields
        form={form.fields}
        postcode={values.postcode ?? ''}
        location={values.location ?? ''}
        onTownFound={fillTown}
      />
      <RegisteredTextarea
        form={form.fields}
        name="bio"
        label="About you (optional)"
        hint="A few words about your experience with horses."
        rows={4}
        maxLength={1000}
      />
      {query.type === 'enthusiast' ? <RiderWeightField form={form.fields} /> : null}
      <ExperienceField form={form.fields} />
      <NewPasswordField
        id={id}
        form={form.fields}
        password={values.password ?? ''}
        userInputs={details ? [details.firstName, details.lastName, details.email] : []}
      />
      <ConfirmPasswordField
        id={id}
        form={form.fields}
        password={values.password ?? ''}
        confirmPassword={values.confirmPassword ?? ''}
      />
      <ConsentCheckboxes idPrefix={id} form={form.fields} />
      {!ready && !isPending ? (
        <p id={submitHintId} className="text-sm text-muted">
          {details === null ? 'Your name and email from step 2 are needed first.' : stillNeeded(missing)}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button asChild variant="outline">
          <Link href={step2Href(query)}>Back</Link>
        </Button>
        <Button
          type="submit"
          variant="accent"
          disabled={!ready || isPending}
          aria-describedby={!ready && !isPending ? submitHintId : undefined}
        >
          {isPending ? 'Creating Account...' : 'Complete Registration'}
        </Button>
      </div>
    </form>
  );
}
