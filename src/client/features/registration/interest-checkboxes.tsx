import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import type { Interest } from '#contract/options';
import { INTEREST_NOT_SERVED_YET } from '#contract/registration-words';
import type { UserType } from '#contract/users';
import { Checkbox } from '#client/components/ui/checkbox';
import { interestOptions } from './user-types';

export interface InterestCheckboxesProps {
  type: UserType;
  value: readonly Interest[];
  onChange: (next: Interest[]) => void;
  legend: string;
  hint?: string;
}

/** The interests of one kind of user as a labelled group of checkboxes; the order stays the contract's. */
export function InterestCheckboxes({ type, value, onChange, legend, hint }: InterestCheckboxesProps) {
  const options = interestOptions(type);
  const toggle = (interest: Interest, checked: boolean) => {
    const next = new Set(value);
    if (checked) next.add(interest);
    else next.delete(interest);
    onChange(options.map((option) => option.value).filter((item) => next.has(item)));
  };
  const hintId = `interests-${type}-hint`;
  return (
    <fieldset className="grid gap-2" aria-describedby={hint ? hintId : undefined}>
      <legend className="mb-1 text-base font-semibold text-ink">{legend}</legend>
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {options.map((option) => {
        // The spec's words stay on the box; what the site does with an interest it does not serve yet is
        // said beside it (and read with it), so nobody ticks it expecting a service (issue 46).
        const note = INTEREST_NOT_SERVED_YET[option.value];
        const noteId = `interest-${option.value}-note`;
        return (
          <div key={option.value} className="grid gap-1">
            <Checkbox
              name="interests"
              value={option.value}
              checked={value.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              label={option.label}
              aria-describedby={note ? noteId : undefined}
              className="rounded-xl border border-line px-3 py-2 hover:bg-primary-soft has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
            />
            {note ? (
              <p id={noteId} className="px-3 text-sm text-muted">
                {note}
              </p>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}

/** InterestCheckboxes bound to the `interests` field of a registration form (step 1 and the single page). */
export function InterestsField<Values extends { interests?: Interest[] }, Output extends FieldValues>({
  control,
  ...labels
}: Omit<InterestCheckboxesProps, 'value' | 'onChange'> & { control: Control<Values, unknown, Output> }) {
  // TypeScript cannot follow a path into a generic form's values: both are the `interests` the bound says.
  const name = 'interests' as FieldPathByValue<Values, Interest[] | undefined>;
  const { field } = useController({ control, name });
  const value = field.value as Interest[] | undefined;
  return <InterestCheckboxes {...labels} value={value ?? []} onChange={field.onChange} />;
}
