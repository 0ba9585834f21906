import { Check } from 'lucide-react';
import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Checkbox } from '#client/components/ui/checkbox';
import { cn } from '#client/lib/cn';

export interface CheckboxGroupProps {
  legend: string;
  options: { value: string; label: string }[];
  /** One registration shared by every box, so the field holds the list of ticked values. */
  register: UseFormRegisterReturn;
  error?: string | undefined;
  required?: boolean;
  /** 'chips': compact toggle pills that wrap (still real checkboxes); 'list': one row per box. */
  look?: 'list' | 'chips';
  className?: string;
}

export function CheckboxGroup({
  legend,
  options,
  register,
  error,
  required,
  look = 'list',
  className,
}: CheckboxGroupProps) {
  const errorId = useId();
  return (
    <fieldset
      className={cn('grid content-start gap-1', className)}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1 text-sm font-semibold text-ink">
        {legend}
        {required ? (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </legend>
      {look === 'chips' ? (
        <div className="flex flex-wrap gap-2">
          {options.map((option) => (
            <label key={option.value} className="relative cursor-pointer">
              {/* Invisible but full size over its chip, so a tap or a pointer lands on the real checkbox. */}
              <input
                type="checkbox"
                {...register}
                value={option.value}
                className="peer absolute inset-0 size-full cursor-pointer opacity-0"
              />
              <span
                className={cn(
                  'inline-flex min-h-11 items-center gap-1.5 rounded-full border border-line bg-cream px-4 text-sm',
                  'font-medium text-ink hover:bg-primary-soft',
                  'peer-checked:border-primary peer-checked:bg-primary peer-checked:text-cream',
                  'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent',
                  '[&>svg]:hidden peer-checked:[&>svg]:block',
                )}
              >
                <Check aria-hidden="true" className="size-4" />
                {option.label}
              </span>
            </label>
          ))}
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-x-4 min-[420px]:grid-cols-2">
          {options.map((option) => (
            <Checkbox key={option.value} {...register} value={option.value} label={option.label} />
          ))}
        </div>
      )}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
