import { useState, type FormEvent } from 'react';
import { ProfileUpdateSchema, type ProfileUpdateInput } from '#contract/profile';
import { EXPERIENCE_LEVEL_LABELS, EXPERIENCE_LEVELS } from '#contract/options';
import { RIDER_WEIGHTS, type SessionUser } from '#contract/users';
import { ApiError } from '#client/lib/api';
import { RIDER_WEIGHT_LABELS } from '#client/lib/rider-weight-labels';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { labelledOptions, OptionSelect } from '#client/components/ui/select';
import { Textarea } from '#client/components/ui/textarea';
import { useUpdateProfile } from '../api';

type Field = keyof ProfileUpdateInput;
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

/** An enthusiast's private riding details: rider weight (required) and experience (optional, issue 18). */
const RIDER_SELECTS = [
  {
    field: 'riderWeight',
    label: 'Rider weight',
    hint: undefined,
    prompt: 'Select your rider weight',
    options: labelledOptions(RIDER_WEIGHTS, RIDER_WEIGHT_LABELS),
  },
  {
    field: 'experienceLevel',
    label: 'Riding experience',
    hint: 'Optional and private: we use it to tell you which horses suit you.',
    prompt: 'Select your riding experience',
    options: labelledOptions(EXPERIENCE_LEVELS, EXPERIENCE_LEVEL_LABELS),
  },
] as const satisfies ReadonlyArray<{
  field: Field;
  label: string;
  hint: string | undefined;
  prompt: string;
  options: unknown;
}>;

/** Edit mode of the profile card: Save returns to view mode, Cancel discards the changes. */
export function ProfileEditForm({ user, onDone }: { user: SessionUser; onDone: () => void }) {
  const [values, setValues] = useState(() => valuesOf(user));
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
      experienceLevel: isEnthusiast
        ? (values.experienceLevel as ProfileUpdateInput['experienceLevel']) || null
        : undefined,
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
        {isEnthusiast
          ? RIDER_SELECTS.map(({ field, label, hint, prompt, options }) => (
              <FormField key={field} label={label} hint={hint} required={!hint} error={errors[field]}>
                <OptionSelect value={values[field]} onChange={set(field)} prompt={prompt} options={options} />
              </FormField>
            ))
          : null}
      </div>
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
