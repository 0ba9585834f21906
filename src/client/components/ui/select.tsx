import { ChevronDown } from 'lucide-react';
import type { Ref, SelectHTMLAttributes } from 'react';
import { cn } from '#client/lib/cn';
import { controlClasses } from './input';

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  ref?: Ref<HTMLSelectElement>;
}

/** A native <select> with the form-control look; pass <option> children. */
export function Select({ className, children, ...props }: SelectProps) {
  return (
    <div className="relative">
      <select className={cn(controlClasses, 'appearance-none pr-10', className)} {...props}>
        {children}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted"
      />
    </div>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

/** Options from a list of codes and their labels (the contract keeps both). */
export function labelledOptions<Code extends string>(
  codes: readonly Code[],
  labels: Record<Code, string> | ((code: Code) => string),
): SelectOption[] {
  return codes.map((value) => ({
    value,
    label: typeof labels === 'function' ? labels(value) : labels[value],
  }));
}

/** A Select of the given options, after an empty first choice when `prompt` is given ("Select a height"). */
export function OptionSelect({
  options,
  prompt,
  ...props
}: SelectProps & { options: readonly SelectOption[]; prompt?: string }) {
  return (
    <Select {...props}>
      {prompt === undefined ? null : <option value="">{prompt}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </Select>
  );
}
