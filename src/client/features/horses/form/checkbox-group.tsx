import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Checkbox } from '#client/components/ui/checkbox';

export interface CheckboxGroupProps {
  legend: string;
  options: { value: string; label: string }[];
  /** One registration shared by every box, so the field holds the list of ticked values. */
  register: UseFormRegisterReturn;
  error?: string | undefined;
  required?: boolean;
}

export function CheckboxGroup({ legend, options, register, error, required }: CheckboxGroupProps) {
  const errorId = useId();
  return (
    <fieldset className="grid content-start gap-1" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-semibold text-ink">
        {legend}
        {required ? (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      <div className="grid grid-cols-1 gap-x-4 min-[420px]:grid-cols-2">
        {options.map((option) => (
          <Checkbox key={option.value} {...register} value={option.value} label={option.label} />
        ))}
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
