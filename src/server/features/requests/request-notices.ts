import type { RequestView } from '#contract/requests.js';
import { shareInWords } from '#contract/rules/share-words.js';
import { visitInWords } from '#contract/rules/visit-words.js';
import type { User } from '#server/db/schema/index.js';
import type { ArrangementChange, ArrangementEvent } from '../notifications/index.js';

/** A visit's day or days and its slot's times: "Tue 2 Dec, 10:00–12:00". */
export const visitWhen = (view: RequestView) =>
  visitInWords({ ...view, startTime: view.slot?.startTime, endTime: view.slot?.endTime });

/**
 * The facts of a notice about a request or share, from its view: the notifier writes the words
 * (decision 0052). `when` defaults to the whole visit or share; a change about one day names that day.
 */
export function arrangementNotice(
  view: RequestView,
  facts: {
    change: ArrangementChange;
    sender: User;
    receiverId: number;
    detail: string;
    reason?: string | null;
    when?: string;
    link?: string;
  },
): ArrangementEvent {
  const share = view.kind === 'share';
  return {
    ...facts,
    requestId: view.id,
    arrangement: share ? 'share' : 'visit',
    horse: view.horse.name,
    when: facts.when ?? (share ? shareInWords(view) : visitWhen(view)),
  };
}
