import { NOTIFICATION_LIMITS, type PushPayload } from '#contract/notifications.js';
import { SAFETY_LIMITS } from '#contract/safety.js';
import { UNANSWERED_MESSAGES } from '#contract/unanswered.js';
import type { NoticeMail } from './delivery.js';
import { RIDE_CHANGES, type ArrangementEvent, type NoticeEvent, type RideChange } from './notice-event.js';

/** The first lines of a message, as an e-mail notice quotes them. */
export function quoteOf(content: string): string {
  const lines = content.split(/\r?\n/).filter((line) => line.trim() !== '');
  let quote = lines.slice(0, SAFETY_LIMITS.noticeQuotedLines).join('\n');
  if (quote.length > SAFETY_LIMITS.noticeQuotedChars)
    quote = `${quote.slice(0, SAFETY_LIMITS.noticeQuotedChars).trimEnd()}…`;
  else if (lines.length > SAFETY_LIMITS.noticeQuotedLines) quote = `${quote}\n…`;
  return quote;
}

/** A push's short preview: the text on one line, cut at NOTIFICATION_LIMITS.previewChars. */
export function previewOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const max = NOTIFICATION_LIMITS.previewChars;
  return line.length > max ? `${line.slice(0, max - 1).trimEnd()}…` : line;
}

/** "your visit to Biscuit on Tue 2 Dec, 10:00–12:00" or "your share of Biscuit: Tue & Sat from …". */
function arrangementOf(event: ArrangementEvent, whose: 'your' | 'the'): string {
  return event.arrangement === 'visit'
    ? `${whose} visit to ${event.horse} on ${event.when}`
    : `${whose} share of ${event.horse}: ${event.when}`;
}

/** What an agreement is for: "sharing Biscuit" or "the visit to Biscuit on Tue 8 Dec". */
const agreementOf = (event: ArrangementEvent) =>
  event.arrangement === 'visit' ? `the visit to ${event.horse} on ${event.when}` : `sharing ${event.horse}`;

/**
 * One line that says what happened, on its own: the e-mail's subject, the push's title, the in-app
 * notice. Who (first name), which horse, which day or days and the time.
 */
function headlineOf(event: ArrangementEvent): string {
  const who = event.sender.firstName;
  switch (event.change) {
    case 'asked':
      return event.arrangement === 'visit'
        ? `${who} asked to visit ${event.horse} on ${event.when}`
        : `${who} asked to share ${event.horse}: ${event.when}`;
    case 'accepted':
      return `${who} accepted ${arrangementOf(event, 'your')}`;
    case 'declined':
      return `${who} declined ${arrangementOf(event, 'your')}`;
    case 'cancelled':
      return `${who} cancelled ${arrangementOf(event, 'the')}`;
    case 'undone':
      return `${who} took back their last answer about ${arrangementOf(event, 'the')}`;
    case 'skipped':
      return `${who} skipped ${event.when} with ${event.horse}`;
    case 'missed':
      return `${who} noted ${event.when} with ${event.horse} was missed`;
    case 'changed':
      return `${who} changed the share of ${event.horse}: ${event.when}`;
    case 'ending':
      return `${who} ended the share of ${event.horse}: ${event.when}`;
    case 'trial-ending':
      return `Carry on sharing ${event.horse}? The trial ends on ${event.when}`;
    case 'trial-ended':
      return `The trial of sharing ${event.horse} ended on ${event.when}`;
    case 'agreement-written':
      return `${who} wrote the agreement for ${agreementOf(event)}: please read it and accept it if you agree`;
    case 'agreement-changed':
      return `${who} changed the agreement for ${agreementOf(event)}: please read it and accept it again`;
    case 'agreement-accepted':
      return `${who} accepted the agreement for ${agreementOf(event)}`;
    case 'unanswered':
      return UNANSWERED_MESSAGES.toldHeadline(
        who,
        event.arrangement === 'visit'
          ? `your request to visit ${event.horse} on ${event.when}`
          : `your request to share ${event.horse}: ${event.when}`,
      );
    case 'paused':
      return UNANSWERED_MESSAGES.pausedHeadline;
    case 'called-off':
      return event.arrangement === 'visit'
        ? `The visit to ${event.horse} on ${event.when} is off: ${event.reason ?? who}`
        : `The share of ${event.horse} (${event.when}) is off: ${event.reason ?? who}`;
    default:
      return rideHeadlineOf(event.change, who, event);
  }
}

/** A ride's notices (issue 45); `when` is the back-by time on London's clock. */
function rideHeadlineOf(change: RideChange, who: string, { horse, when }: ArrangementEvent): string {
  switch (change) {
    case 'ride-started':
      return `Out now: ${who} on ${horse}, back by ${when}`;
    case 'ride-still-out':
      return `Still out? You said you would be back with ${horse} by ${when}`;
    case 'ride-overdue':
      return `${who} is overdue from a ride on ${horse}: back by ${when}`;
    case 'ride-back':
      return `${who} is back safe from the ride on ${horse}`;
    case 'ride-note':
      return `${who} wrote about the ride on ${horse}`;
    case 'diary-reply':
      return `${who} replied in ${horse}'s diary`;
  }
}

const isRide = (change: string): change is RideChange => (RIDE_CHANGES as readonly string[]).includes(change);

/** The words of a notice, written once for every way it is told. */
export interface NoticeWords {
  /** What happened, in one line: the in-app notice, the e-mail's subject and the push's title. */
  headline: string;
  /** The page on this site it leads to: the exact request, or the thread. */
  link: string;
  push: PushPayload;
  mail: NoticeMail;
}

export function wordsOf(event: NoticeEvent): NoticeWords {
  const { sender } = event;
  if (event.change === 'message') {
    const link = `/messages?userId=${sender.id}`;
    const headline = `New message from ${sender.firstName}`;
    return {
      headline,
      link,
      push: { title: headline, body: previewOf(event.text), url: link, tag: `thread-${sender.id}` },
      mail: {
        subject: headline,
        paragraphs: [`${sender.firstName} ${sender.lastName} sent you a message:`, quoteOf(event.text)],
        action: { label: 'Read and reply', path: link },
      },
    };
  }
  const headline = headlineOf(event);
  const link = event.link ?? `/requests?id=${event.requestId}`;
  if (isRide(event.change))
    return {
      headline,
      link,
      push: {
        title: previewOf(headline),
        body: previewOf(event.detail),
        url: link,
        tag: `ride-${event.requestId}`,
      },
      mail: {
        subject: headline,
        paragraphs: [`${headline}.`, event.detail],
        action: { label: 'See it in your requests', path: link },
      },
    };
  // A call-off's reason is in its headline already, and it has no line in the thread to quote; nor have
  // the notices of requests nobody answered (decision 0057), whose detail says what to do.
  const calledOff = ['called-off', 'unanswered', 'paused'].includes(event.change);
  const paused = event.change === 'paused';
  const reason = event.reason && !calledOff ? `Reason: "${event.reason}"` : null;
  return {
    headline,
    link,
    push: {
      title: previewOf(headline),
      body: previewOf(reason ?? event.detail),
      url: link,
      tag: paused ? 'browse-pause' : `request-${event.requestId}`,
    },
    mail: {
      subject: headline,
      paragraphs: [
        `${headline}.`,
        ...(reason ? [reason] : []),
        calledOff ? event.detail : `In your conversation: ${quoteOf(event.detail)}`,
      ],
      action: {
        label:
          event.change === 'asked' ? 'See the request' : paused ? 'See My Horses' : 'See it in your requests',
        path: link,
      },
    },
  };
}
