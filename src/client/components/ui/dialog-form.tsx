import type { FormEvent, ReactNode } from 'react';
import { Button, type ButtonVariant } from './button';
import { Dialog, type DialogProps } from './dialog';

/**
 * A dialog that is one short form: its fields, then Cancel and the submit button (its words change to
 * `pendingLabel` and it is disabled while the submission is pending). Cancel closes it as its close
 * button does; submitting calls `onSubmit` instead of the browser's own submission. The fields are
 * checked by the form's schema, not the browser (ARCHITECTURE.md, "Forms"): a kit form passes
 * `(event) => void form.handleSubmit(save)(event)`.
 */
export function DialogForm({
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  submitVariant,
  children,
  ...dialog
}: Omit<DialogProps, 'children' | 'className'> & {
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  submitVariant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <Dialog {...dialog}>
      <form
        className="grid gap-4"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit(event);
        }}
      >
        {children}
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" onClick={() => dialog.onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" variant={submitVariant} disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
