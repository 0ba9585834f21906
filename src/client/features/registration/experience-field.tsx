import type { UseFormRegisterReturn } from 'react-hook-form';
import { EXPERIENCE_LEVEL_LABELS, EXPERIENCE_LEVELS } from '#contract/options';
import { EXPERIENCE_FIELD } from '#contract/profile';
import { FormField } from '#client/components/ui/form-field';
import { labelledOptions, OptionSelect } from '#client/components/ui/select';

const OPTIONS = labelledOptions(EXPERIENCE_LEVELS, EXPERIENCE_LEVEL_LABELS);

/**
 * The member's experience with horses, optional, on both registration forms (issue 32): owners judge an
 * enthusiast by it, and it is on the public profile unless hidden on My Profile
 * (docs/decisions/0036-one-horse-form-and-shown-experience.md).
 */
export function ExperienceField({
  field,
  error,
}: {
  field: UseFormRegisterReturn;
  error: string | undefined;
}) {
  return (
    <FormField
      label={`${EXPERIENCE_FIELD.label} (optional)`}
      hint={EXPERIENCE_FIELD.registrationHint}
      error={error}
    >
      <OptionSelect {...field} prompt={EXPERIENCE_FIELD.prompt} options={OPTIONS} />
    </FormField>
  );
}
