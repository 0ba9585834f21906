import { LISTING_HIDE_REASONS, type ListingHideReason } from '#contract/listing-moderation.js';
import { previewOf, type NoticeWords } from './notice-words.js';

/**
 * A moderators' decision about a member's listing (decision 0058): hidden, with the reason, the owner's
 * next step and the moderator's note; or shown again. No member sends it, so no block holds it back.
 */
export type ModerationEvent =
  | {
      change: 'listing-hidden';
      receiverId: number;
      horse: { id: number; name: string };
      reason: ListingHideReason;
      note: string | null;
    }
  | { change: 'listing-shown'; receiverId: number; horse: { id: number; name: string } };

/** Where the owner sees the listing and the moderators' words: My Horses. */
export const MY_HORSES_LINK = '/my-profile?section=horses';

/** The words of a moderators' decision, written once for the bell, the push and the e-mail. */
export function moderationWordsOf(event: ModerationEvent): NoticeWords {
  const link = MY_HORSES_LINK;
  const tag = `listing-${event.horse.id}`;
  if (event.change === 'listing-shown') {
    const headline = `Our moderators have shown your listing of ${event.horse.name} again`;
    const body = `${event.horse.name} is back in search results and on its page.`;
    return {
      headline,
      link,
      push: { title: previewOf(headline), body, url: link, tag },
      mail: {
        subject: headline,
        paragraphs: [`${headline}.`, body, 'Thank you for your patience.'],
        action: { label: 'Open My Horses', path: link },
      },
    };
  }
  const { label, whatToDo } = LISTING_HIDE_REASONS[event.reason];
  const headline = `Our moderators have hidden your listing of ${event.horse.name}`;
  return {
    headline: `${headline}: ${label}`,
    link,
    push: { title: previewOf(headline), body: previewOf(`${label}. ${whatToDo}`), url: link, tag },
    mail: {
      subject: headline,
      paragraphs: [
        `${headline}. Other members cannot find it or ask about ${event.horse.name} until it is shown again; you still see it in My Horses.`,
        `Why: ${label}.`,
        ...(event.note ? [`Our moderator added: ${event.note}`] : []),
        `What to do: ${whatToDo}`,
      ],
      action: { label: 'Open My Horses', path: link },
    },
  };
}
