import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from './button';

/**
 * A button that runs one argument-free mutation: disabled, and saying what is happening, while it runs.
 */
export function MutationButton({
  mutation,
  pendingLabel,
  icon: Icon,
  children,
  ...props
}: Omit<ButtonProps, 'type' | 'disabled' | 'onClick' | 'children'> & {
  mutation: { isPending: boolean; mutate: () => void };
  /** Shown instead of the label while pending, e.g. "Deleting...". */
  pendingLabel: string;
  icon?: LucideIcon;
  children: string;
}) {
  return (
    <Button type="button" disabled={mutation.isPending} onClick={() => mutation.mutate()} {...props}>
      {Icon ? <Icon aria-hidden="true" className="size-4" /> : null}
      {mutation.isPending ? pendingLabel : children}
    </Button>
  );
}
