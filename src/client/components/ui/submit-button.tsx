import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from './button';

/** A form's large submit button: disabled, and saying what is happening, while its request runs. */
export function SubmitButton({
  pending,
  pendingLabel,
  icon: Icon,
  children,
  ...props
}: Omit<ButtonProps, 'type' | 'disabled' | 'size'> & {
  pending: boolean;
  /** Shown instead of the label while pending, e.g. "Signing in...". */
  pendingLabel: string;
  icon?: LucideIcon;
  children: string;
}) {
  return (
    <Button type="submit" size="lg" disabled={pending} {...props}>
      {Icon ? <Icon aria-hidden="true" className="size-5" /> : null}
      {pending ? pendingLabel : children}
    </Button>
  );
}
