import { useEffect } from 'react';
import type { z } from 'zod';
import {
  ADMIN_NOTE_MAX_LENGTH,
  VERIFICATION_REJECTION_REASONS,
  VerificationRejectionSchema,
  VerificationRevocationSchema,
} from '#contract/admin';
import { ReasonAndNoteFields, useContractForm } from '#client/components/form';
import { DialogForm } from '#client/components/ui/dialog-form';
import { REJECTION_UNDO_SECONDS } from './undo-window';

const REASON_OPTIONS = Object.entries(VERIFICATION_REJECTION_REASONS).map(([value, reason]) => ({
  value,
  label: reason.label,
}));

/** The reason (from the list the member's mail explains) and the optional note for the member. */
export type VerificationRefusal = z.output<typeof VerificationRejectionSchema>;

/**
 * The two ways an admin turns an ID check down: rejecting a pending one (decision 0035) and withdrawing
 * a verification given before (decision 0044). Both take a reason from one list and a note, both are
 * e-mailed to the member, and both wait out the same undo time; only their words differ.
 */
const REFUSALS = {
  reject: {
    schema: VerificationRejectionSchema,
    question: (name: string) => `Reject the verification of ${name}?`,
    closedTitle: 'Reject the verification',
    description: `The member is e-mailed the reason (and your note), and can upload another document. You can undo for ${REJECTION_UNDO_SECONDS} seconds after confirming.`,
    submitLabel: 'Reject verification',
    pendingLabel: 'Rejecting...',
  },
  revoke: {
    schema: VerificationRevocationSchema,
    question: (name: string) => `Revoke the verification of ${name}?`,
    closedTitle: 'Revoke the verification',
    description: `Their Verified mark comes off their profile and listings, and they can change their name again. They are e-mailed the reason (and your note), and can upload another document. You can undo for ${REJECTION_UNDO_SECONDS} seconds after confirming.`,
    submitLabel: 'Revoke verification',
    pendingLabel: 'Revoking...',
  },
} as const;

/**
 * Asks for the reason and note, and hands them to `onConfirm`; open while `name` (whose check it is) is
 * set. The form starts empty each time it opens: the reason unchosen (the select's prompt), which the
 * schema refuses with its message.
 */
export function VerificationRefusalDialog({
  kind,
  name,
  pending,
  onClose,
  onConfirm,
}: {
  kind: keyof typeof REFUSALS;
  name: string | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (refusal: VerificationRefusal) => void;
}) {
  const words = REFUSALS[kind];
  const form = useContractForm(words.schema, { defaultValues: { reason: undefined, note: '' } });
  const open = name !== null;
  const { reset } = form;
  // Fresh each time it opens (not on submit, which react-hook-form marks as submitted after the handler).
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);
  return (
    <DialogForm
      open={open}
      onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}
      title={name === null ? words.closedTitle : words.question(name)}
      description={words.description}
      form={form}
      onValid={onConfirm}
      pending={pending}
      submitLabel={words.submitLabel}
      pendingLabel={words.pendingLabel}
      submitVariant="destructive"
    >
      <ReasonAndNoteFields
        form={form.fields}
        reasons={REASON_OPTIONS}
        reasonId={`verification-${kind}-reason`}
        note="note"
        noteLabel="Note for the member (optional)"
        noteMaxLength={ADMIN_NOTE_MAX_LENGTH}
      />
    </DialogForm>
  );
}
