/**
 * The one part of the form drafts (form-drafts.ts) that every page needs: forgetting them all when the
 * member signs out. Kept apart, with no zod and no contract, so the pages that never show a form do not
 * load the rest.
 */

/** The forms whose words are kept while an address is unconfirmed (issue 46). */
export const DRAFT_KINDS = ['enquiry', 'share'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

/** Every draft's key starts so; the rest names the member, the horse, the slot and the day. */
export const draftPrefix = (kind: DraftKind) => `stablemates:${kind}-draft:`;

/** Every draft of every kind in this browser, whoever wrote it: on signing out. */
export function forgetFormDrafts(): void {
  try {
    const store = window.localStorage;
    const prefixes = DRAFT_KINDS.map(draftPrefix);
    const keys = Array.from({ length: store.length }, (_, index) => store.key(index));
    for (const key of keys) {
      if (key && prefixes.some((prefix) => key.startsWith(prefix))) store.removeItem(key);
    }
  } catch {
    // Storage refused: nothing was kept.
  }
}
