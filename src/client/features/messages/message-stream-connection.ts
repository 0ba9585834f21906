import type { QueryClient } from '@tanstack/react-query';
import type { Message, STREAM_EVENTS } from '#contract/messages';
import { setLiveStreamConnected } from '#client/lib/live-stream-status';
import { unreadCountKey } from '#client/lib/unread-count';
import { invalidateNotices } from '#client/lib/queries/notices';
import { invalidateRequests } from '#client/lib/queries/request-keys';
import { invalidateConversations, invalidateThread, MESSAGES_PATH } from './keys';

export const STREAM_URL = '/api/messages/stream';

// Spelled out rather than imported, so the first page load does not pull zod in with the contract module;
// the type keeps the names in step with the contract.
const EVENTS: typeof STREAM_EVENTS = {
  message: 'message',
  unread: 'unread',
  hidden: 'hidden',
  notice: 'notice',
};

function parse(data: unknown): unknown {
  if (typeof data !== 'string') return undefined;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return undefined;
  }
}

function isCount(value: unknown): value is { count: number } {
  return (
    typeof value === 'object' && value !== null && typeof (value as { count?: unknown }).count === 'number'
  );
}

function isMessage(value: unknown): value is Pick<Message, 'senderId' | 'receiverId'> {
  if (typeof value !== 'object' || value === null) return false;
  const { senderId, receiverId } = value as Partial<Record<'senderId' | 'receiverId', unknown>>;
  return typeof senderId === 'number' && typeof receiverId === 'number';
}

/**
 * Live delivery (GET /api/messages/stream, Server-Sent Events) for the signed-in member `userId`: a pushed
 * unread count goes straight into the badge's query; a new message refreshes the conversation list and its
 * thread. EventSource reconnects by itself after a drop (the server's `retry: 3000`); after a reconnect the
 * lists are refreshed in case something arrived meanwhile. The 30 s unread poll runs only while the stream
 * is down (lib/live-stream-status). Returns what closes it.
 */
export function connectMessageStream(queryClient: QueryClient, userId: number): () => void {
  const source = new EventSource(STREAM_URL, { withCredentials: true });
  let opened = false;

  const onOpen = () => {
    setLiveStreamConnected(true);
    if (opened) void queryClient.invalidateQueries({ queryKey: [MESSAGES_PATH] });
    opened = true;
  };
  // A drop: the poll takes over until EventSource has reconnected.
  const onError = () => setLiveStreamConnected(false);
  const onUnread = (event: MessageEvent) => {
    const data = parse(event.data);
    if (isCount(data)) queryClient.setQueryData(unreadCountKey(userId), { count: data.count });
  };
  const onMessage = (event: MessageEvent) => {
    const message = parse(event.data);
    if (!isMessage(message)) return;
    const other = message.senderId === userId ? message.receiverId : message.senderId;
    void invalidateConversations(queryClient, userId);
    void invalidateThread(queryClient, userId, other);
    // An accepted, declined or cancelled visit arrives as a message: its request changed too.
    void invalidateRequests(queryClient);
  };

  source.addEventListener('open', onOpen);
  source.addEventListener('error', onError);
  source.addEventListener(EVENTS.unread, onUnread);
  // A notice kept for the member (a visit accepted, called off…): the bell shows it at once.
  const onNotice = () => void invalidateNotices(queryClient);
  source.addEventListener(EVENTS.notice, onNotice);
  source.addEventListener(EVENTS.message, onMessage);
  // A message a moderator hid: the same refresh takes it out of the open thread and the list.
  source.addEventListener(EVENTS.hidden, onMessage);
  return () => {
    source.close();
    setLiveStreamConnected(false);
  };
}
