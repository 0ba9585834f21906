import type { LabelHTMLAttributes, Ref } from 'react';
import { cn } from '#client/lib/cn';

export interface LabelProps extends LabelHTMLAttributes<HTMLLabelElement> {
  ref?: Ref<HTMLLabelElement>;
}

export function Label({ className, ...props }: LabelProps) {
  return <label className={cn('text-sm font-semibold text-ink', className)} {...props} />;
}
