import { Fragment, type ReactNode } from 'react';
import {
  BREEDS,
  EXPERIENCE_LEVEL_LABELS,
  EXPERIENCE_LEVELS,
  HORSE_EXPERIENCE_LABELS,
  HEIGHT_LABELS,
  HEIGHTS,
  SERVICE_LABELS,
  SERVICES,
  TEMPERAMENT_LABELS,
  TEMPERAMENTS,
} from '#contract/options';
import { HORSE_LIMITS } from '#contract/horses';
import { RIDER_WEIGHTS } from '#contract/users';
import { RIDER_WEIGHT_LABELS } from '#client/lib/rider-weight-labels';
import { Checkbox } from '#client/components/ui/checkbox';
import type { RegisteredFields } from '#client/components/ui/registered-input';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { labelledOptions, OptionSelect, type SelectOption } from '#client/components/ui/select';
import { Textarea } from '#client/components/ui/textarea';
import { CheckboxGroup } from './checkbox-group';
import {
  FIELD_NAMES,
  textControlOf,
  type DrawnTextControl,
  type FieldName,
  type HorseFormMode,
  type HorseFormValues,
  type TextFieldName,
} from './horse-form-table';

const EXPERIENCE_OPTIONS = labelledOptions(EXPERIENCE_LEVELS, HORSE_EXPERIENCE_LABELS);

/** "9-11st or lighter"; the two ends of the list said as they read. */
const heaviestRiderLabel = (band: (typeof RIDER_WEIGHTS)[number]) =>
  band === 'under-7st'
    ? 'Under 7st'
    : band === 'over-17st'
      ? 'Any weight, over 17st too'
      : `${RIDER_WEIGHT_LABELS[band]} or lighter`;

/**
 * The one breed list (issue 32); a horse listed before with a breed not on it keeps that breed, offered
 * first, so saving the rest of the form never loses it.
 */
export function breedOptions(savedBreed: string | undefined): SelectOption[] {
  const list = labelledOptions(BREEDS, (breed) => breed);
  const kept = savedBreed?.trim();
  return kept && !list.some((option) => option.value === kept)
    ? [{ value: kept, label: `${kept} (as listed now)` }, ...list]
    : list;
}

export interface HorseFormFieldsProps {
  /** The form's `fields` (useContractForm). */
  form: RegisteredFields<keyof HorseFormValues>;
  mode: HorseFormMode;
  /** The breed the horse has now, on edit. */
  savedBreed?: string | undefined;
}

type OwnControl = (props: HorseFormFieldsProps) => ReactNode;

/** A field whose control another field's draws (a group), or another part of the form. */
interface DrawnElsewhere {
  drawnBy: string;
}

const RIDER_LIMITS_GROUP: DrawnElsewhere = { drawnBy: "the rider limits' fieldset, at maxRiderWeight" };

/**
 * The controls of every field that is not free text: one entry per field of the table that has no box
 * (horse-form-table.ts), or a type error. A new text field needs nothing here: its entry draws its box.
 */
const OWN_CONTROLS: Record<Exclude<FieldName, TextFieldName>, OwnControl | DrawnElsewhere> = {
  breed: ({ form: { register, errors }, savedBreed }) => (
    <FormField label="Breed" required error={errors.breed?.message}>
      <OptionSelect {...register('breed')} prompt="Select a breed" options={breedOptions(savedBreed)} />
    </FormField>
  ),
  age: ({ form: { register, errors }, mode }) => (
    <FormField label="Age (years)" error={errors.age?.message}>
      <Input
        {...register('age')}
        type="number"
        inputMode="numeric"
        min={mode === 'add' ? HORSE_LIMITS.addAgeMin : HORSE_LIMITS.editAgeMin}
        max={HORSE_LIMITS.ageMax}
        step={1}
      />
    </FormField>
  ),
  height: ({ form: { register, errors } }) => (
    <FormField label="Height" required error={errors.height?.message}>
      <OptionSelect
        {...register('height')}
        prompt="Select a height"
        options={labelledOptions(HEIGHTS, HEIGHT_LABELS)}
      />
    </FormField>
  ),
  experienceLevel: ({ form: { register, errors } }) => (
    <FormField label="Experience level" error={errors.experienceLevel?.message}>
      <OptionSelect {...register('experienceLevel')} prompt="Select a level" options={EXPERIENCE_OPTIONS} />
    </FormField>
  ),
  services: ({ form: { register, errors } }) => (
    <CheckboxGroup
      legend="Services needed"
      required
      register={register('services')}
      options={SERVICES.map((value) => ({ value, label: SERVICE_LABELS[value] }))}
      error={errors.services?.message}
    />
  ),
  temperament: ({ form: { register, errors } }) => (
    <CheckboxGroup
      legend="Temperament"
      look="chips"
      className="sm:col-span-2"
      register={register('temperament')}
      options={TEMPERAMENTS.map((value) => ({ value, label: TEMPERAMENT_LABELS[value] }))}
      error={errors.temperament?.message}
    />
  ),
  maxRiderWeight: (props) => <RiderLimits {...props} />,
  minRiderExperience: RIDER_LIMITS_GROUP,
  hackingAlone: RIDER_LIMITS_GROUP,
  isAvailable: ({ form: { register }, mode }) =>
    mode === 'edit' ? (
      <Checkbox {...register('isAvailable')} label="Available for help now" className="sm:col-span-2" />
    ) : null,
  initialAvailability: { drawnBy: 'its own section of the add form (horse-form.tsx)' },
};

/** The owner's three limits for riders, together with what they mean (decision 0055). */
function RiderLimits({ form: { register, errors } }: HorseFormFieldsProps) {
  return (
    <fieldset className="grid gap-4 sm:col-span-2 sm:grid-cols-3">
      <legend className="mb-1 font-semibold text-ink sm:col-span-3">Your limits for riders</legend>
      <p className="text-sm text-muted sm:col-span-3">
        Optional. A rider outside them is told privately that the horse may not suit them, and you see
        &quot;Outside your limits&quot; on their request. Nobody sees a rider&apos;s weight.
      </p>
      <FormField label="Heaviest rider" error={errors.maxRiderWeight?.message}>
        <OptionSelect
          {...register('maxRiderWeight')}
          prompt="No limit"
          options={labelledOptions(RIDER_WEIGHTS, heaviestRiderLabel)}
        />
      </FormField>
      <FormField label="Least experience" error={errors.minRiderExperience?.message}>
        <OptionSelect
          {...register('minRiderExperience')}
          prompt="No limit"
          options={labelledOptions(EXPERIENCE_LEVELS, (level) => `${EXPERIENCE_LEVEL_LABELS[level]} or more`)}
        />
      </FormField>
      <FormField label="Hacking out alone" error={errors.hackingAlone?.message}>
        <OptionSelect
          {...register('hackingAlone')}
          prompt="Not said"
          options={[
            { value: 'yes', label: 'Allowed' },
            { value: 'no', label: 'Not allowed' },
          ]}
        />
      </FormField>
    </fieldset>
  );
}

/** A free-text field's box, as its table entry describes it; several lines span the form's width. */
function TextBox({
  name,
  control,
  form: { register, errors },
  mode,
}: HorseFormFieldsProps & { name: FieldName; control: DrawnTextControl }) {
  const hint = control.hint?.(mode);
  return (
    <FormField
      label={control.label}
      required={control.required}
      hint={hint}
      hintBelow={hint !== undefined}
      className={control.rows ? 'sm:col-span-2' : undefined}
      error={errors[name]?.message}
    >
      {control.rows ? (
        <Textarea {...register(name)} maxLength={control.maxLength} rows={control.rows} />
      ) : (
        <Input
          {...register(name)}
          maxLength={control.maxLength}
          placeholder={control.placeholder}
          autoComplete={control.autoComplete}
        />
      )}
    </FormField>
  );
}

/**
 * Every field of the one horse form, add and edit alike (docs/product.md §M2, §M3, §M5; issue 32), in the
 * field table's order: the same breed list and experience levels. Only the age rule differs (1 on add, 0 on
 * edit) and "Available for help now", which only a listed horse has. The photos come separately.
 */
export function HorseFormFields(props: HorseFormFieldsProps) {
  return (
    <div className="grid items-start gap-5 sm:grid-cols-2">
      {FIELD_NAMES.map((name) => {
        const box = textControlOf(name);
        if (box) return <TextBox key={name} {...props} name={name} control={box} />;
        const own = OWN_CONTROLS[name as Exclude<FieldName, TextFieldName>];
        return typeof own === 'function' ? <Fragment key={name}>{own(props)}</Fragment> : null;
      })}
    </div>
  );
}
