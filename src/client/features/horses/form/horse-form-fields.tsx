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
import type { HorseFormMode, HorseFormValues } from './horse-form-table';

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

/**
 * Every field of the one horse form, add and edit alike (docs/product.md §M2, §M3, §M5; issue 32): the same
 * breed list and experience levels. Only the age rule differs (1 on add, 0 on edit) and "Available for help
 * now", which only a listed horse has. The photos come separately.
 */
export function HorseFormFields({ form, mode, savedBreed }: HorseFormFieldsProps) {
  const { register, errors } = form;
  return (
    <div className="grid items-start gap-5 sm:grid-cols-2">
      <FormField label="Horse name" required error={errors.name?.message}>
        <Input {...register('name')} maxLength={80} />
      </FormField>
      <FormField label="Breed" required error={errors.breed?.message}>
        <OptionSelect {...register('breed')} prompt="Select a breed" options={breedOptions(savedBreed)} />
      </FormField>
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
      <FormField label="Colour" error={errors.color?.message}>
        <Input {...register('color')} maxLength={40} placeholder="e.g. Bay, Chestnut, Grey" />
      </FormField>
      <FormField label="Height" required error={errors.height?.message}>
        <OptionSelect
          {...register('height')}
          prompt="Select a height"
          options={labelledOptions(HEIGHTS, HEIGHT_LABELS)}
        />
      </FormField>
      <FormField label="Experience level" error={errors.experienceLevel?.message}>
        <OptionSelect {...register('experienceLevel')} prompt="Select a level" options={EXPERIENCE_OPTIONS} />
      </FormField>
      <FormField
        label="Location (town or city)"
        required
        hint={mode === 'add' ? 'From your profile; change it if your horse is kept elsewhere.' : undefined}
        hintBelow
        error={errors.location?.message}
      >
        <Input {...register('location')} maxLength={100} autoComplete="address-level2" />
      </FormField>
      <FormField
        label="Postcode (optional)"
        hint="Used only to work out distances; never shown to anyone else."
        hintBelow
        error={errors.postcode?.message}
      >
        <Input {...register('postcode')} maxLength={10} autoComplete="postal-code" />
      </FormField>
      <FormField label="Description" className="sm:col-span-2" error={errors.description?.message}>
        <Textarea {...register('description')} maxLength={2000} rows={5} />
      </FormField>
      <CheckboxGroup
        legend="Services needed"
        required
        register={register('services')}
        options={SERVICES.map((value) => ({ value, label: SERVICE_LABELS[value] }))}
        error={errors.services?.message}
      />
      <CheckboxGroup
        legend="Temperament"
        look="chips"
        className="sm:col-span-2"
        register={register('temperament')}
        options={TEMPERAMENTS.map((value) => ({ value, label: TEMPERAMENT_LABELS[value] }))}
        error={errors.temperament?.message}
      />
      <FormField label="Special needs" className="sm:col-span-2" error={errors.specialNeeds?.message}>
        <Textarea {...register('specialNeeds')} maxLength={1000} rows={3} />
      </FormField>
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
            options={labelledOptions(
              EXPERIENCE_LEVELS,
              (level) => `${EXPERIENCE_LEVEL_LABELS[level]} or more`,
            )}
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
      {mode === 'edit' ? (
        <Checkbox {...register('isAvailable')} label="Available for help now" className="sm:col-span-2" />
      ) : null}
    </div>
  );
}
