import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler } from 'react-hook-form';
import type { KitForm } from '#client/components/form';
import { Button, type ButtonVariant } from './button';
import { Dialog, type DialogProps } from './dialog';

/**
 * A dialog that is one short form: its fields, then Cancel and the submit button (its words change to
 * `pendingLabel` and it is disabled while the submission is pending). Cancel, the close button, Escape and
 * a click outside all call `onClose`: a form dialog is only ever opened by its caller. It takes the kit's
 * form (ARCHITECTURE.md, "Forms"), so a dialog's fields are always checked by the form's schema, not the
 * browser: `onValid` gets the checked values, and an invalid field shows its message and takes the focus
 * instead.
 */
export function DialogForm<Values extends FieldValues, Output>({
  form,
  onValid,
  pending,
  submitLabel,
  pendingLabel,
  submitVariant,
  children,
  onClose,
  ...dialog
}: Omit<DialogProps, 'children' | 'className' | 'onOpenChange'> & {
  onClose: () => void;
  form: KitForm<Values, Output>;
  onValid: SubmitHandler<Output>;
  pending: boolean;
  submitLabel: string;
  pendingLabel: string;
  submitVariant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <Dialog {...dialog} onOpenChange={(open) => (open ? undefined : onClose())}>
      <form className="grid gap-4" noValidate onSubmit={(event) => void form.handleSubmit(onValid)(event)}>
        {children}
        <div className="flex flex-wrap justify-end gap-3">
          <Button type="button" variant="outline" onClick={onClose}>
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
