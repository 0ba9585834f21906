import { useState, type FormEvent } from 'react';
import { EXPERIENCE_FIELD, ProfileUpdateSchema, type ProfileUpdateInput } from '#contract/profile';
import { EXPERIENCE_LEVEL_LABELS, EXPERIENCE_LEVELS } from '#contract/options';
import { RIDER_WEIGHTS, type SessionUser } from '#contract/users';
import { ApiError } from '#client/lib/api';
import { RIDER_WEIGHT_LABELS } from '#client/lib/rider-weight-labels';
import { Button } from '#client/components/ui/button';
import { Checkbox } from '#client/components/ui/checkbox';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { labelledOptions, OptionSelect } from '#client/components/ui/select';
import { Textarea } from '#client/components/ui/textarea';
import { useUpdateProfile } from '../api';

type Field = Exclude<keyof ProfileUpdateInput, 'showExperience'>;
type Errors = Partial<Record<Field, string>>;

const valuesOf = (user: SessionUser): Record<Field, string> => ({
  firstName: user.firstName,
  lastName: user.lastName,
  location: user.location ?? '',
  postcode: user.postcode ?? '',
  bio: user.bio ?? '',
  phone: user.phone ?? '',
  riderWeight: user.riderWeight ?? '',
  experienceLevel: user.experienceLevel ?? '',
});

/** The required one-line fields, in the order the form shows them. */
const REQUIRED_TEXT_FIELDS: { field: Field; label: string; autoComplete: string }[] = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name' },
  { field: 'location', label: 'Town/City', autoComplete: 'address-level2' },
  { field: 'postcode', label: 'Postcode', autoComplete: 'postal-code' },
];

const RIDER_WEIGHT_OPTIONS = labelledOptions(RIDER_WEIGHTS, RIDER_WEIGHT_LABELS);
const EXPERIENCE_OPTIONS = labelledOptions(EXPERIENCE_LEVELS, EXPERIENCE_LEVEL_LABELS);

/** Edit mode of the profile card: Save returns to view mode, Cancel discards the changes. */
export function ProfileEditForm({ user, onDone }: { user: SessionUser; onDone: () => void }) {
  const [values, setValues] = useState(() => valuesOf(user));
  const [showExperience, setShowExperience] = useState(user.showExperience);
  const [errors, setErrors] = useState<Errors>({});
  const update = useUpdateProfile(user.id);
  const isEnthusiast = user.userType === 'enthusiast';

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  function submit(event: FormEvent) {
    event.preventDefault();
    const input: ProfileUpdateInput = {
      ...values,
      riderWeight: isEnthusiast ? (values.riderWeight as ProfileUpdateInput['riderWeight']) || null : null,
      experienceLevel: (values.experienceLevel as ProfileUpdateInput['experienceLevel']) || null,
      showExperience,
    };
    const parsed = ProfileUpdateSchema.safeParse(input);
    const found: Errors = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = issue.path[0] as Field;
      found[field] ??= issue.message;
    }
    if (isEnthusiast && !values.riderWeight) found.riderWeight = 'Please select your rider weight';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(input, {
      onSuccess: onDone,
      onError: (err) => {
        if (!(err instanceof ApiError) || !err.fieldErrors) return;
        setErrors(
          Object.fromEntries(
            Object.entries(err.fieldErrors).map(([field, messages]) => [field, messages[0]]),
          ),
        );
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Edit your profile">
      <div className="grid gap-4 sm:grid-cols-2">
        {REQUIRED_TEXT_FIELDS.map(({ field, label, autoComplete }) => (
          <FormField key={field} label={label} required error={errors[field]}>
            <Input value={values[field]} onChange={set(field)} autoComplete={autoComplete} />
          </FormField>
        ))}
        <FormField label="Phone" hint="Optional. Only you and the site team see it." error={errors.phone}>
          <Input type="tel" value={values.phone} onChange={set('phone')} autoComplete="tel" />
        </FormField>
        {isEnthusiast ? (
          <FormField label="Rider weight" required error={errors.riderWeight}>
            <OptionSelect
              value={values.riderWeight}
              onChange={set('riderWeight')}
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
          error={errors.experienceLevel}
        >
          <OptionSelect
            value={values.experienceLevel}
            onChange={set('experienceLevel')}
            prompt={EXPERIENCE_FIELD.prompt}
            options={EXPERIENCE_OPTIONS}
          />
        </FormField>
      </div>
      <Checkbox
        label={EXPERIENCE_FIELD.show}
        checked={showExperience}
        onChange={(event) => setShowExperience(event.target.checked)}
      />
      <FormField label="Bio" hint="Optional" error={errors.bio}>
        <Textarea value={values.bio} onChange={set('bio')} />
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
