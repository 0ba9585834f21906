import { FormField } from '#client/components/ui/form-field';
import type { RegisteredFields } from '#client/components/ui/registered-input';
import { OptionSelect, type SelectOption } from '#client/components/ui/select';
import { RegisteredTextarea } from './registered-textarea';

/**
 * A required "Reason" chosen from a short list, then an optional note: a member's report and its detail,
 * an operator's rejection of a verification and the note for the member. The reason starts on the prompt
 * "Choose a reason", which the form's schema refuses with its own message.
 */
export function ReasonAndNoteFields<Note extends string>({
  form,
  reasons,
  reasonId,
  note,
  noteLabel,
  noteMaxLength,
}: {
  form: RegisteredFields<'reason' | Note>;
  reasons: readonly SelectOption[];
  /** The reason select's id; generated when absent. */
  reasonId?: string;
  /** The note's field name in the form. */
  note: Note;
  noteLabel: string;
  noteMaxLength: number;
}) {
  return (
    <>
      <FormField label="Reason" id={reasonId} error={form.errors.reason?.message} required>
        <OptionSelect options={reasons} prompt="Choose a reason" {...form.register('reason')} />
      </FormField>
      <RegisteredTextarea form={form} name={note} label={noteLabel} maxLength={noteMaxLength} />
    </>
  );
}
