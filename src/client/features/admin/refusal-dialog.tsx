import type { z } from 'zod';
import { ADMIN_NOTE_MAX_LENGTH } from '#contract/admin';
import { ReasonAndNoteFields, useContractForm, useResetOnOpen } from '#client/components/form';
import { DialogForm } from '#client/components/ui/dialog-form';

/** What an admin gives when turning a member's document down: a reason from a list, and a note for them. */
export interface Refusal<Reason extends string> {
  reason: Reason;
  note?: string | undefined;
}

/** The words of one kind of refusal: the dialog's question about `name`, what follows, its buttons. */
export interface RefusalWords {
  question: (name: string) => string;
  /** The title while closing (no name any more). */
  closedTitle: string;
  description: string;
  submitLabel: string;
  pendingLabel: string;
  /** "Note for the member (optional)", or for the owner. */
  noteLabel: string;
}

/**
 * An admin turns a member's document down (an ID check, a riding school's certificate): asks for the
 * reason, from the list the member's mail explains, and an optional note, checked by the contract's
 * schema, and hands them to `onConfirm`; open while `name` (whose document it is) is set. The form starts
 * empty each time it opens: the reason unchosen (the select's prompt), which the schema refuses with its
 * message.
 */
export function RefusalDialog<Reason extends string>({
  schema,
  reasons,
  reasonId,
  words,
  name,
  pending,
  onClose,
  onConfirm,
}: {
  schema: z.ZodType<Refusal<Reason>, { reason: Reason; note?: string | undefined }>;
  reasons: Readonly<Record<Reason, { label: string }>>;
  /** The reason select's id. */
  reasonId: string;
  words: RefusalWords;
  name: string | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (refusal: Refusal<Reason>) => void;
}) {
  const form = useContractForm(schema, { defaultValues: { reason: undefined, note: '' } });
  const open = name !== null;
  useResetOnOpen(open, form.reset);
  const options = (Object.entries(reasons) as Array<[Reason, { label: string }]>).map(([value, reason]) => ({
    value,
    label: reason.label,
  }));
  return (
    <DialogForm
      open={open}
      onClose={onClose}
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
        reasons={options}
        reasonId={reasonId}
        note="note"
        noteLabel={words.noteLabel}
        noteMaxLength={ADMIN_NOTE_MAX_LENGTH}
      />
    </DialogForm>
  );
}
