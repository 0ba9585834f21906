import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cn } from '#client/lib/cn';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** With a label the checkbox and its text form one 44 px tall clickable row. */
  label?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

export function Checkbox({ label, className, ...props }: CheckboxProps) {
  const input = (
    <input
      type="checkbox"
      className={cn(
        'size-5 shrink-0 cursor-pointer rounded border-line accent-primary',
        'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent',
        'disabled:cursor-not-allowed',
        label ? undefined : className,
      )}
      {...props}
    />
  );
  if (!label) return input;
  return (
    <label
      className={cn('inline-flex min-h-11 cursor-pointer items-center gap-3 text-base text-ink', className)}
    >
      {input}
      <span>{label}</span>
    </label>
  );
}
