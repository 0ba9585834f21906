import { useMemo } from 'react';
import { EXPERIENCE_FIELD, nameHeldBecause } from '#contract/profile';
import { EXPERIENCE_LEVEL_LABELS, EXPERIENCE_LEVELS } from '#contract/options';
import { RIDER_WEIGHTS, type SessionUser } from '#contract/users';
import { RIDER_WEIGHT_LABELS } from '#client/lib/rider-weight-labels';
import { useContractForm } from '#client/components/form';
import { Button } from '#client/components/ui/button';
import { Checkbox } from '#client/components/ui/checkbox';
import { FormField } from '#client/components/ui/form-field';
import { RegisteredInput } from '#client/components/ui/registered-input';
import { labelledOptions, OptionSelect } from '#client/components/ui/select';
import { Textarea } from '#client/components/ui/textarea';
import { useUpdateProfile } from '../api';
import { profileFormBody, profileFormSchema, profileFormValues } from './profile-form-table';

/** The required one-line fields, in the order the form shows them. */
const REQUIRED_TEXT_FIELDS = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { field: 'location', label: 'Town/City', autoComplete: 'address-level2' },
  { field: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
] as const;

const RIDER_WEIGHT_OPTIONS = labelledOptions(RIDER_WEIGHTS, RIDER_WEIGHT_LABELS);
const EXPERIENCE_OPTIONS = labelledOptions(EXPERIENCE_LEVELS, EXPERIENCE_LEVEL_LABELS);

/** Edit mode of the profile card: Save returns to view mode, Cancel discards the changes. */
export function ProfileEditForm({ user, onDone }: { user: SessionUser; onDone: () => void }) {
  const isEnthusiast = user.userType === 'enthusiast';
  const schema = useMemo(() => profileFormSchema(isEnthusiast), [isEnthusiast]);
  const form = useContractForm(schema, { defaultValues: profileFormValues(user) });
  const { register, formState } = form;
  const errors = formState.errors;
  const update = useUpdateProfile(user.id);
  // The server refuses a changed name once an ID check is approved or pending: shown as it stays.
  const nameHeld = nameHeldBecause(user.verificationStatus);

  const submit = form.handleSubmit((values) =>
    update.mutate(profileFormBody(values, user), {
      onSuccess: onDone,
      onError: (err) => form.showServerErrors(err),
    }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Edit your profile">
      <div className="grid gap-4 sm:grid-cols-2">
        {REQUIRED_TEXT_FIELDS.map(({ field, label, autoComplete }) => {
          const held = nameHeld && (field === 'firstName' || field === 'lastName');
          return (
            <RegisteredInput
              key={field}
              form={form.fields}
              name={field}
              label={label}
              required
              autoComplete={autoComplete}
              {...(held ? { readOnly: true, hint: nameHeld, className: 'border-dashed' } : {})}
            />
          );
        })}
        <RegisteredInput
          form={form.fields}
          name="phone"
          label="Phone"
          hint="Optional. Only you and the site team see it."
          type="tel"
          autoComplete="tel"
        />
        {isEnthusiast ? (
          <FormField label="Rider weight" required error={errors.riderWeight?.message}>
            <OptionSelect
              {...register('riderWeight')}
              prompt="Select your rider weight"
              options={RIDER_WEIGHT_OPTIONS}
            />
          </FormField>
        ) : null}
        <FormField
          label={EXPERIENCE_FIELD.label}
          hint={
            isEnthusiast
              ? 'Optional. We also use it to tell you which horses suit you.'
              : 'Optional. Enthusiasts see it on your profile.'
          }
          error={errors.experienceLevel?.message}
        >
          <OptionSelect
            {...register('experienceLevel')}
            prompt={EXPERIENCE_FIELD.prompt}
            options={EXPERIENCE_OPTIONS}
          />
        </FormField>
      </div>
      <Checkbox {...register('showExperience')} label={EXPERIENCE_FIELD.show} />
      <FormField label="Bio" hint="Optional" error={errors.bio?.message}>
        <Textarea {...register('bio')} />
      </FormField>
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
