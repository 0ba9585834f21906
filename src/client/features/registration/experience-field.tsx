import { EXPERIENCE_LEVEL_LABELS, EXPERIENCE_LEVELS } from '#contract/options';
import { EXPERIENCE_FIELD } from '#contract/profile';
import { FormField } from '#client/components/ui/form-field';
import type { RegisteredFields } from '#client/components/ui/registered-input';
import { labelledOptions, OptionSelect } from '#client/components/ui/select';

const OPTIONS = labelledOptions(EXPERIENCE_LEVELS, EXPERIENCE_LEVEL_LABELS);

/**
 * The member's experience with horses, optional, on both registration forms (issue 32): owners judge an
 * enthusiast by it, and it is on the public profile unless hidden on My Profile
 * (docs/decisions/0036-one-horse-form-and-shown-experience.md).
 */
export function ExperienceField({ form }: { form: RegisteredFields<'experienceLevel'> }) {
  return (
    <FormField
      label={`${EXPERIENCE_FIELD.label} (optional)`}
      hint={EXPERIENCE_FIELD.registrationHint}
      error={form.errors.experienceLevel?.message}
    >
      <OptionSelect
        {...form.register('experienceLevel')}
        prompt={EXPERIENCE_FIELD.prompt}
        options={OPTIONS}
      />
    </FormField>
  );
}
