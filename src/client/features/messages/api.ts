import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { MESSAGE_LIMITS, type Conversation, type Message } from '#contract/messages';
import { apiJson, getQueryFn, urlFromQueryKey } from '#client/lib/api';
import {
  conversationsKey,
  invalidateConversations,
  invalidateThread,
  MESSAGES_PATH,
  threadKey,
} from './keys';

export { conversationsKey, invalidateConversations, invalidateThread, MESSAGES_PATH, threadKey };

/** The server sends the latest 50 messages of a thread; older ones a page at a time. */
export const THREAD_PAGE_SIZE = MESSAGE_LIMITS.defaultThreadPage;

/** GET /api/messages?userId={me}: conversations, newest first. */
export function useConversations(userId: number | undefined) {
  return useQuery<Conversation[]>({
    queryKey: conversationsKey(userId ?? 0),
    queryFn: getQueryFn<Conversation[]>({ on401: 'throw', failureMessage: 'Failed to fetch conversations' }),
    enabled: userId !== undefined,
  });
}

/**
 * GET /api/messages?userId={me}&otherUserId={id}: pages of a thread, each oldest first. pages[0] is the
 * latest; each further page holds the messages before the oldest one loaded ("Load earlier messages").
 */
export function useThread(userId: number, otherUserId: number) {
  return useInfiniteQuery({
    queryKey: threadKey(userId, otherUserId),
    queryFn: async ({ pageParam }) => {
      const query =
        pageParam === null
          ? { userId, otherUserId }
          : { userId, otherUserId, before: pageParam, limit: THREAD_PAGE_SIZE };
      try {
        return await apiJson<Message[]>('GET', urlFromQueryKey([MESSAGES_PATH, query]));
      } catch (err) {
        throw new Error('Failed to fetch messages', { cause: err });
      }
    },
    initialPageParam: null as number | null,
    getNextPageParam: (page) => (page.length >= THREAD_PAGE_SIZE ? (page[0]?.id ?? null) : null),
  });
}

/** A thread's messages, oldest first, from the loaded pages. */
export function threadMessages(pages: readonly Message[][] | undefined): Message[] {
  return pages ? [...pages].reverse().flat() : [];
}

/** POST /api/messages; the thread and the conversation list are refreshed afterwards. */
export function useSendMessage(userId: number, receiverId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ content, horseId }: { content: string; horseId?: number | null }) =>
      apiJson<Message>('POST', MESSAGES_PATH, {
        senderId: userId,
        receiverId,
        content,
        ...(horseId ? { horseId } : {}),
      }),
    onSuccess: () =>
      Promise.all([
        invalidateThread(queryClient, userId, receiverId),
        invalidateConversations(queryClient, userId),
      ]),
  });
}
