import { z } from 'zod';
import { EMAIL_VERIFICATION } from '#contract/email-verification';
import { MESSAGE_LIMITS } from '#contract/messages';
import { ENQUIRY_DRAFT_PREFIX as PREFIX, forgetEnquiryDrafts } from './enquiry-drafts-forget';
/** As long as a confirmation link works: the draft is for the way from "confirm first" back to Send. */
const MAX_AGE_MS = EMAIL_VERIFICATION.linkLifetimeHours * 60 * 60 * 1000;

/** What the enquiry form holds: its four fields, as typed (activities not yet checked against the list). */
const DraftFieldsSchema = z.object({
  activities: z.array(z.string()).max(20),
  preferredTime: z.string().max(10),
  isFlexible: z.boolean(),
  content: z.string().max(MESSAGE_LIMITS.maxLength),
});
export type EnquiryDraftFields = z.infer<typeof DraftFieldsSchema>;

const StoredSchema = z.object({ savedAt: z.number(), fields: DraftFieldsSchema });

export interface EnquiryDraftKey {
  memberId: number;
  horseId: number;
  slotId: number;
  day: string;
}

const keyOf = (key: EnquiryDraftKey) => `${PREFIX}${key.memberId}:${key.horseId}:${key.slotId}:${key.day}`;

/** Storage refused (private modes, a full quota) simply keeps no draft: the form still works. */
function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * An enquiry typed by a member who must confirm their e-mail before sending it (issue 46). Kept in this
 * browser's localStorage, so it survives the trip through the mail, which often opens the link in a new
 * tab; keyed by member, horse, slot and day, so nobody else signed in here is shown it. It is removed once
 * sent, when the member signs out, and after a confirmation link's lifetime.
 */
export const enquiryDrafts = {
  read(key: EnquiryDraftKey): EnquiryDraftFields | null {
    const store = storage();
    try {
      const raw = store?.getItem(keyOf(key));
      if (!raw) return null;
      const parsed = StoredSchema.safeParse(JSON.parse(raw));
      if (parsed.success && Date.now() - parsed.data.savedAt < MAX_AGE_MS) return parsed.data.fields;
      store?.removeItem(keyOf(key));
    } catch {
      // Unreadable: as if there were none.
    }
    return null;
  },
  save(key: EnquiryDraftKey, fields: EnquiryDraftFields): void {
    try {
      storage()?.setItem(keyOf(key), JSON.stringify({ savedAt: Date.now(), fields }));
    } catch {
      // Not kept (see storage()).
    }
  },
  clear(key: EnquiryDraftKey): void {
    try {
      storage()?.removeItem(keyOf(key));
    } catch {
      // Nothing to clear.
    }
  },
  /** Every draft in this browser, whoever wrote it: on signing out. */
  clearAll: forgetEnquiryDrafts,
};
