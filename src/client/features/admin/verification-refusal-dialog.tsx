import type { z } from 'zod';
import {
  VERIFICATION_REJECTION_REASONS,
  VerificationRejectionSchema,
  VerificationRevocationSchema,
} from '#contract/admin';
import { RefusalDialog, type RefusalWords } from './refusal-dialog';
import { REJECTION_UNDO_SECONDS } from './undo-window';

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
    words: {
      question: (name: string) => `Reject the verification of ${name}?`,
      closedTitle: 'Reject the verification',
      description: `The member is e-mailed the reason (and your note), and can upload another document. You can undo for ${REJECTION_UNDO_SECONDS} seconds after confirming.`,
      submitLabel: 'Reject verification',
      pendingLabel: 'Rejecting...',
      noteLabel: 'Note for the member (optional)',
    },
  },
  revoke: {
    schema: VerificationRevocationSchema,
    words: {
      question: (name: string) => `Revoke the verification of ${name}?`,
      closedTitle: 'Revoke the verification',
      description: `Their Verified mark comes off their profile and listings, and they can change their name again. They are e-mailed the reason (and your note), and can upload another document. You can undo for ${REJECTION_UNDO_SECONDS} seconds after confirming.`,
      submitLabel: 'Revoke verification',
      pendingLabel: 'Revoking...',
      noteLabel: 'Note for the member (optional)',
    },
  },
} as const satisfies Record<string, { schema: unknown; words: RefusalWords }>;

/** Asks for the reason and note of rejecting or revoking `name`'s verification (RefusalDialog). */
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
  const { schema, words } = REFUSALS[kind];
  return (
    <RefusalDialog
      // One form per kind: the two schemas say a missing reason in their own words.
      key={kind}
      schema={schema}
      reasons={VERIFICATION_REJECTION_REASONS}
      reasonId={`verification-${kind}-reason`}
      words={words}
      name={name}
      pending={pending}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}
