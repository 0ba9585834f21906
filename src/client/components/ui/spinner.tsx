import { LoaderCircle } from 'lucide-react';
import { cn } from '#client/lib/cn';

export interface SpinnerProps {
  /** Announced to screen readers. */
  label?: string;
  /** Show the label beside the spinner instead of only to screen readers. */
  showLabel?: boolean;
  className?: string;
}

export function Spinner({ label = 'Loading', showLabel = false, className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2 text-muted', className)}>
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-primary" />
      <span className={showLabel ? undefined : 'sr-only'}>{label}</span>
    </span>
  );
}
