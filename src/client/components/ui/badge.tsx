import type { HTMLAttributes } from 'react';
import { cn } from '#client/lib/cn';

export type BadgeVariant = 'default' | 'primary' | 'accent' | 'success' | 'danger' | 'muted' | 'outline';

const variantClasses: Record<BadgeVariant, string> = {
  default: 'bg-primary-soft text-primary',
  primary: 'bg-primary text-cream',
  accent: 'bg-accent-soft text-accent',
  success: 'bg-success-soft text-success',
  danger: 'bg-danger text-cream',
  muted: 'bg-sand text-muted border border-line',
  outline: 'border border-line text-ink',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

export function Badge({ variant = 'default', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        variantClasses[variant],
        className,
      )}
      {...props}
    />
  );
}
