import { useCallback, useId } from 'react';
import { useWatch } from 'react-hook-form';
import type { UserType } from '#contract/users';
import { Button } from '#client/components/ui/button';
import { RegisteredTextarea } from '#client/components/form';
import { ConsentCheckboxes } from './consent-checkboxes';
import { InterestsField } from './interest-checkboxes';
import { NewPasswordField } from './new-password-field';
import { RegistrationFailure } from './registration-failure';
import { ExperienceField } from './experience-field';
import { RiderWeightField } from './rider-weight-field';
import { createSinglePageSchema, EMPTY_SINGLE_PAGE } from './single-page-schema';
import { useSinglePageRegistration } from './use-single-page-registration';
import { useRegistrationForm } from './use-registration-form';
import { ConfirmPasswordField } from './confirm-password-field';
import { LocationFields } from './location-fields';
import { NameEmailFields } from './name-email-fields';

/** The whole registration on one page (/register/{type}); checked on submit, errors beside their fields. */
export function SinglePageRegistrationForm({ type }: { type: UserType }) {
  const id = useId();
  const form = useRegistrationForm(type, createSinglePageSchema, EMPTY_SINGLE_PAGE);
  const { handleSubmit, control, setValue } = form;
  const [
    password = '',
    confirmPassword = '',
    firstName = '',
    lastName = '',
    email = '',
    postcode = '',
    location = '',
  ] = useWatch({
    control,
    name: ['password', 'confirmPassword', 'firstName', 'lastName', 'email', 'postcode', 'location'],
  });
  const fillTown = useCallback(
    (town: string) => setValue('location', town, { shouldDirty: true }),
    [setValue],
  );
  const { submit, isPending, failure } = useSinglePageRegistration(type, form);

  return (
    <form onSubmit={handleSubmit(submit)} noValidate className="grid gap-5">
      {failure ? <RegistrationFailure failure={failure} /> : null}
      <NameEmailFields form={form.fields} />
      <NewPasswordField
        id={id}
        form={form.fields}
        password={password}
        userInputs={[firstName, lastName, email]}
      />
      <ConfirmPasswordField
        id={id}
        form={form.fields}
        password={password}
        confirmPassword={confirmPassword}
      />
      <LocationFields form={form.fields} postcode={postcode} location={location} onTownFound={fillTown} />
      <RegisteredTextarea
        form={form.fields}
        name="bio"
        label="About you (optional)"
        rows={3}
        maxLength={1000}
      />
      {type === 'enthusiast' ? <RiderWeightField form={form.fields} /> : null}
      <ExperienceField form={form.fields} />
      <InterestsField control={control} type={type} legend="What are you interested in? (optional)" />
      <ConsentCheckboxes idPrefix={id} form={form.fields} />
      <Button type="submit" variant="accent" size="lg" disabled={isPending}>
        {isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
