import { NOTIFICATION_LIMITS, type NoticeKind, type PushPayload } from '#contract/notifications.js';
import { SAFETY_LIMITS } from '#contract/safety.js';
import type { NoticeMail } from './delivery.js';
import type { User } from '#server/db/schema/index.js';

/**
 * Something happened between two members that the other one may want to hear of. `text` is what the
 * receiver will read in the thread (a message, or the line a request's answer posts), so a notice
 * quoting it shows them nothing they could not see.
 */
export interface NoticeEvent {
  kind: NoticeKind;
  sender: User;
  receiverId: number;
  text: string;
}

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

/** The words of a notice, the same in a push and an e-mail. */
export function wordsOf(event: NoticeEvent): { push: PushPayload; mail: NoticeMail } {
  const { sender } = event;
  const thread = `/messages?userId=${sender.id}`;
  const words = {
    message: {
      title: `New message from ${sender.firstName}`,
      intro: `${sender.firstName} ${sender.lastName} sent you a message:`,
      path: thread,
      action: 'Read and reply',
    },
    request: {
      title: `New visit request from ${sender.firstName}`,
      intro: `${sender.firstName} ${sender.lastName} asked to visit:`,
      path: '/requests',
      action: 'See the request',
    },
    decision: {
      title: `Visit request update from ${sender.firstName}`,
      intro: `${sender.firstName} ${sender.lastName} answered in your conversation:`,
      path: thread,
      action: 'See the conversation',
    },
  }[event.kind];
  return {
    push: {
      title: words.title,
      body: previewOf(event.text),
      url: words.path,
      tag: event.kind === 'request' ? 'requests' : `thread-${sender.id}`,
    },
    mail: {
      subject: words.title,
      paragraphs: [words.intro, quoteOf(event.text)],
      action: { label: words.action, path: words.path },
    },
  };
}
