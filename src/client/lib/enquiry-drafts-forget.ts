/**
 * The one part of the enquiry drafts (enquiry-drafts.ts) that every page needs: forgetting them all when
 * the member signs out. Kept apart so the pages that never show an enquiry do not load the rest.
 */

/** Every draft's key starts so; the rest names the member, the horse, the slot and the day. */
export const ENQUIRY_DRAFT_PREFIX = 'stablemates:enquiry-draft:';

/** Every draft in this browser, whoever wrote it: on signing out. */
export function forgetEnquiryDrafts(): void {
  try {
    const store = window.localStorage;
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
    for (const key of keys) if (key?.startsWith(ENQUIRY_DRAFT_PREFIX)) store.removeItem(key);
  } catch {
    // Storage refused: nothing was kept.
  }
}
