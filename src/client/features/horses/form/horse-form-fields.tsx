import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  ADD_FORM_EXPERIENCE_LABELS,
  ADD_FORM_EXPERIENCE_LEVELS,
  BREEDS,
  EXPERIENCE_LEVEL_LABELS,
  EXPERIENCE_LEVELS,
  HEIGHT_LABELS,
  HEIGHTS,
  SERVICE_LABELS,
  SERVICES,
  TEMPERAMENT_LABELS,
  TEMPERAMENTS,
} from '#contract/options';
import { HORSE_LIMITS } from '#contract/horses';
import { Checkbox } from '#client/components/ui/checkbox';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { labelledOptions, OptionSelect } from '#client/components/ui/select';
import { Textarea } from '#client/components/ui/textarea';
import { CheckboxGroup } from './checkbox-group';
import type { HorseFormMode, HorseFormValues } from './horse-form-values';

const experienceOptions = (mode: HorseFormMode) =>
  mode === 'add'
    ? labelledOptions(ADD_FORM_EXPERIENCE_LEVELS, ADD_FORM_EXPERIENCE_LABELS)
    : labelledOptions(EXPERIENCE_LEVELS, EXPERIENCE_LEVEL_LABELS);

export interface HorseFormFieldsProps {
  register: UseFormRegister<HorseFormValues>;
  errors: FieldErrors<HorseFormValues>;
  mode: HorseFormMode;
}

/** Every field of the add and edit forms (docs/product.md §M2, §M3, §M5); the photos come separately. */
export function HorseFormFields({ register, errors, mode }: HorseFormFieldsProps) {
  return (
    <div className="grid items-start gap-5 sm:grid-cols-2">
      <FormField label="Horse name" required error={errors.name?.message}>
        <Input {...register('name')} maxLength={80} />
      </FormField>
      <FormField label="Breed" required error={errors.breed?.message}>
        {mode === 'add' ? (
          <OptionSelect
            {...register('breed')}
            prompt="Select a breed"
            options={labelledOptions(BREEDS, (breed) => breed)}
          />
        ) : (
          <Input {...register('breed')} maxLength={80} />
        )}
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
        <OptionSelect
          {...register('experienceLevel')}
          prompt="Select a level"
          options={experienceOptions(mode)}
        />
      </FormField>
      <FormField label="Location (town or city)" required error={errors.location?.message}>
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
      {mode === 'edit' ? (
        <Checkbox {...register('isAvailable')} label="Available for help now" className="sm:col-span-2" />
      ) : null}
    </div>
  );
}
