import type { InputHTMLAttributes, Ref } from 'react';
import { cn } from '#client/lib/cn';

export const controlClasses = cn(
  'block w-full min-h-11 rounded-xl border border-line bg-cream px-4 py-2 text-base text-ink shadow-xs',
  'placeholder:text-muted focus-visible:border-primary focus-visible:outline-3 focus-visible:outline-offset-1',
  'focus-visible:outline-accent disabled:cursor-not-allowed disabled:opacity-60',
  'aria-invalid:border-danger',
);

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, type = 'text', ...props }: InputProps) {
  return <input type={type} className={cn(controlClasses, className)} {...props} />;
}
