import { z } from 'zod';
import { ADMIN_NOTE_MAX_LENGTH } from './admin.js';
import { IdParamSchema } from './ids.js';

/**
 * A moderator hides a horse's listing, and shows it again (issue 46; docs/decisions/0058): the reasons,
 * the words the owner reads, the undo minute, and the admin's calls.
 *
 *   POST /api/admin/horses/{horseId}/hide       { reason, note? }  → 200 ListingModerationReply
 *        404 no such horse; 409 already hidden by the moderators
 *   POST /api/admin/horses/{horseId}/undo-hide  (no body)          → 200 ListingModerationReply
 *        the admin who hid it, within LISTING_HIDE_UNDO_MS; otherwise 409. The reports the hide settled
 *        are open again (reportsReopened)
 *   POST /api/admin/horses/{horseId}/unhide     { note? }          → 200 ListingModerationReply
 *        409 when not hidden by the moderators, or its owner is suspended or gone
 */

/**
 * Why a listing was hidden. `label` is the reason as both the moderator and the owner read it; `whatToDo`
 * is the owner's next step, said on My Horses and in the e-mail.
 */
export const LISTING_HIDE_REASONS = {
  'animal-welfare': {
    label: 'A concern about the horse’s welfare',
    whatToDo: 'Reply to our e-mail or use Contact us to tell us how the horse is kept and cared for.',
  },
  misleading: {
    label: 'The details are misleading or wrong',
    whatToDo: 'Correct the listing, then ask us through Contact us to look at it again.',
  },
  'contact-details': {
    label: 'It shares contact details or where the horse is kept',
    whatToDo:
      'Remove phone numbers, e-mail addresses and the yard’s address, then ask us through Contact us to look again.',
  },
  'asks-for-money': {
    label: 'It asks for money in a way the site does not allow',
    whatToDo: 'Remove the request for payment, then ask us through Contact us to look again.',
  },
  inappropriate: {
    label: 'Words or photos that are not suitable for the site',
    whatToDo: 'Change what is not suitable, then ask us through Contact us to look again.',
  },
  duplicate: {
    label: 'It repeats another listing of the same horse',
    whatToDo:
      'Keep one listing of the horse and delete the other. If they are different horses, tell us through Contact us.',
  },
  other: {
    label: 'It does not meet our community guidelines',
    whatToDo: 'Read our moderator’s note, then ask us through Contact us if anything is unclear.',
  },
} as const;
export type ListingHideReason = keyof typeof LISTING_HIDE_REASONS;
export const LISTING_HIDE_REASON_CODES = Object.keys(LISTING_HIDE_REASONS) as [
  ListingHideReason,
  ...ListingHideReason[],
];

/** After hiding, the moderator may undo for a minute; the owner is told only once it has passed. */
export const LISTING_HIDE_UNDO_MS = 60_000;

export const LISTING_MODERATION_MESSAGES = {
  reasonRequired: 'Please choose why the listing is hidden',
  horseNotFound: 'Horse not found',
  alreadyHidden: 'Our moderators have already hidden this listing.',
  notHidden: 'This listing is not hidden by our moderators.',
  ownerSuspended:
    'The owner is suspended, so their listings stay hidden. Lift the suspension first, then show this listing.',
  ownerGone: 'The owner deleted their account: this listing is kept only for the review.',
  undoTooLate: 'This can no longer be undone. Use Unhide instead.',
} as const;

/** The line My Horses shows the owner: "Hidden by our moderators: <reason> · <what to do>". */
export const hiddenByModeratorsLine = (reason: ListingHideReason) =>
  `Hidden by our moderators: ${LISTING_HIDE_REASONS[reason].label} · ${LISTING_HIDE_REASONS[reason].whatToDo}`;

const note = z
  .string()
  .trim()
  .max(ADMIN_NOTE_MAX_LENGTH, `Please keep the note under ${ADMIN_NOTE_MAX_LENGTH} characters`)
  .optional();

export const HideListingSchema = z.object({
  reason: z.enum(LISTING_HIDE_REASON_CODES, LISTING_MODERATION_MESSAGES.reasonRequired),
  /** Shown to the owner with the reason. */
  note,
});
export type HideListingInput = z.infer<typeof HideListingSchema>;

export const UnhideListingSchema = z.object({
  /** Kept in the audit log only. */
  note,
});
export type UnhideListingInput = z.infer<typeof UnhideListingSchema>;

export const HorseIdParamsForAdminSchema = z.object({ horseId: IdParamSchema('Invalid horse id') });

export const ListingModerationReplySchema = z.object({
  horseId: z.number().int(),
  hidden: z.boolean(),
  /** How long (ms, from this reply) the admin who hid it may still undo: 0 when there is nothing to undo. */
  undoMsLeft: z.number().int(),
  /** An undo's only: how many of the reports the hide settled are open again. */
  reportsReopened: z.number().int().optional(),
});
export type ListingModerationReply = z.infer<typeof ListingModerationReplySchema>;

/** Why the moderators hid a listing, as its owner (and the admin) reads it. */
export const HiddenByModeratorsSchema = z.object({
  reason: z.enum(LISTING_HIDE_REASON_CODES),
  note: z.string().nullable(),
  hiddenAt: z.string(),
});
export type HiddenByModerators = z.infer<typeof HiddenByModeratorsSchema>;

/** A member's horse as the admin sees it: hidden ones too (GET /api/admin/users/{id}/horses). */
export const AdminMemberHorseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Out of every public list: hidden by the moderators, or with its owner's suspension. */
  hidden: z.boolean(),
  /** Set when the moderators hid it (then it can be shown again with Unhide). */
  hiddenByModerators: HiddenByModeratorsSchema.nullable(),
  isAvailable: z.boolean(),
  photoCount: z.number().int(),
  pendingPhotoCount: z.number().int(),
  createdAt: z.string(),
});
export const AdminMemberHorseListSchema = z.array(AdminMemberHorseSchema);
export type AdminMemberHorse = z.infer<typeof AdminMemberHorseSchema>;
