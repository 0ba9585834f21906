import { useEffect, useState } from 'react';
import { ADMIN_NOTE_MAX_LENGTH } from '#contract/admin';
import {
  HideListingSchema,
  LISTING_HIDE_REASONS,
  LISTING_HIDE_UNDO_MS,
  UnhideListingSchema,
  type HideListingInput,
  type UnhideListingInput,
} from '#contract/listing-moderation';
import {
  ReasonAndNoteFields,
  RegisteredTextarea,
  useContractForm,
  useResetOnOpen,
} from '#client/components/form';
import { DialogForm } from '#client/components/ui/dialog-form';
import { toast } from '#client/components/ui/use-toast';
import { serverText } from '#client/lib/request-errors';
import { useListingModeration } from './api';
import { UndoCountdown } from './undo-window';

/** A listing as the admin's views name it. */
export interface ListingRef {
  id: number;
  name: string;
}

const REASON_OPTIONS = Object.entries(LISTING_HIDE_REASONS).map(([value, reason]) => ({
  value,
  label: reason.label,
}));

const UNDO_SECONDS = LISTING_HIDE_UNDO_MS / 1000;

/** What an undo did, as its toast says it: the listing back, and the reports the hide had closed open again. */
function undoneWords(name: string, reportsReopened: number): string {
  const reports =
    reportsReopened === 0
      ? ''
      : reportsReopened === 1
        ? ', and the report its hiding closed is open again'
        : `, and the ${reportsReopened} reports its hiding closed are open again`;
  return `${name} is shown again${reports}. Its owner is not told.`;
}

/**
 * Hide, Undo and Unhide of a listing, the same wherever the admin sees it (the Users tab's listings, a
 * report about a horse; decision 0058): Hide asks for a reason and a note for the owner, then offers Undo
 * for the minute the server allows, before the owner is told (an undo opens again the reports the hide
 * closed; useListingModeration refetches the Reports tab); Unhide asks for an optional note for the
 * audit log. `panel` (the undo countdown) and `dialogs` go once in the tab.
 */
export function useListingActions() {
  const moderation = useListingModeration();
  const [hiding, setHiding] = useState<ListingRef | null>(null);
  const [unhiding, setUnhiding] = useState<ListingRef | null>(null);
  const [undoable, setUndoable] = useState<{ horse: ListingRef; seconds: number } | null>(null);

  // The Undo goes when the server's minute is up.
  useEffect(() => {
    if (!undoable) return;
    const timer = setTimeout(() => setUndoable(null), undoable.seconds * 1000);
    return () => clearTimeout(timer);
  }, [undoable]);

  const failed = (title: string) => (err: unknown) =>
    toast({ variant: 'destructive', title, description: serverText(err) });

  const hide = (horse: ListingRef, input: HideListingInput) =>
    moderation.mutate(
      { horseId: horse.id, action: 'hide', ...input },
      {
        onSuccess: (reply) => {
          setHiding(null);
          const seconds = Math.min(UNDO_SECONDS, Math.floor(reply.undoMsLeft / 1000));
          if (seconds > 0) setUndoable({ horse, seconds });
          toast({ title: 'Listing hidden', description: horse.name });
        },
        onError: failed('Could not hide the listing'),
      },
    );

  const undo = () => {
    if (!undoable) return;
    const { horse } = undoable;
    moderation.mutate(
      { horseId: horse.id, action: 'undo-hide' },
      {
        onSuccess: (reply) => {
          setUndoable(null);
          toast({ title: 'Hiding undone', description: undoneWords(horse.name, reply.reportsReopened ?? 0) });
        },
        onError: (err) => {
          setUndoable(null);
          failed('Could not undo')(err);
        },
      },
    );
  };

  const unhide = (horse: ListingRef, input: UnhideListingInput) =>
    moderation.mutate(
      { horseId: horse.id, action: 'unhide', ...input },
      {
        onSuccess: () => {
          setUnhiding(null);
          if (undoable?.horse.id === horse.id) setUndoable(null);
          toast({ title: 'Listing shown again', description: horse.name });
        },
        onError: failed('Could not show the listing again'),
      },
    );

  return {
    busy: moderation.isPending,
    startHide: setHiding,
    startUnhide: setUnhiding,
    panel: undoable ? (
      <UndoCountdown
        key={undoable.horse.id}
        doing={`${undoable.horse.name} is hidden`}
        then="its owner is told"
        seconds={undoable.seconds}
        undoLabel={`Undo hiding ${undoable.horse.name}`}
        onUndo={undo}
        disabled={moderation.isPending}
      />
    ) : null,
    dialogs: (
      <>
        <HideListingDialog
          horse={hiding}
          pending={moderation.isPending}
          onClose={() => setHiding(null)}
          onConfirm={hide}
        />
        <UnhideListingDialog
          horse={unhiding}
          pending={moderation.isPending}
          onClose={() => setUnhiding(null)}
          onConfirm={unhide}
        />
      </>
    ),
  };
}

/** What the hide and unhide dialogs are given: open while `horse` is set. */
interface ListingDialogProps<Input> {
  horse: ListingRef | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (horse: ListingRef, input: Input) => void;
}

/** The reason (from the list the owner reads) and the optional note for the owner; open while `horse` is set. */
function HideListingDialog({ horse, pending, onClose, onConfirm }: ListingDialogProps<HideListingInput>) {
  const form = useContractForm(HideListingSchema, { defaultValues: { reason: undefined, note: '' } });
  const open = horse !== null;
  useResetOnOpen(open, form.reset);
  return (
    <DialogForm
      open={open}
      onClose={onClose}
      title={horse ? `Hide the listing of ${horse.name}?` : 'Hide the listing'}
      description={`It leaves search results and its page at once, and open reports about it are closed (Undo opens them again). Its owner still sees it in My Horses with the reason, what to do and your note, and is told by e-mail after ${UNDO_SECONDS} seconds, while you can still undo.`}
      form={form}
      onValid={(input) => horse && onConfirm(horse, input)}
      pending={pending}
      submitLabel="Hide listing"
      pendingLabel="Hiding..."
      submitVariant="destructive"
    >
      <ReasonAndNoteFields
        form={form.fields}
        reasons={REASON_OPTIONS}
        reasonId="listing-hide-reason"
        note="note"
        noteLabel="Note for the owner (optional)"
        noteMaxLength={ADMIN_NOTE_MAX_LENGTH}
      />
    </DialogForm>
  );
}

/** Shows a hidden listing again, with an optional note kept in the audit log. */
function UnhideListingDialog({ horse, pending, onClose, onConfirm }: ListingDialogProps<UnhideListingInput>) {
  const form = useContractForm(UnhideListingSchema, { defaultValues: { note: '' } });
  const open = horse !== null;
  useResetOnOpen(open, form.reset);
  return (
    <DialogForm
      open={open}
      onClose={onClose}
      title={horse ? `Show the listing of ${horse.name} again?` : 'Show the listing again'}
      description="It is back in search results and on its page at once. If its owner was told it was hidden, they are told it is shown again."
      form={form}
      onValid={(input) => horse && onConfirm(horse, input)}
      pending={pending}
      submitLabel="Unhide listing"
      pendingLabel="Showing..."
    >
      <RegisteredTextarea
        form={form.fields}
        name="note"
        label="Note for the audit log (optional)"
        maxLength={ADMIN_NOTE_MAX_LENGTH}
      />
    </DialogForm>
  );
}
