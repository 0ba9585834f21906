import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Message } from '#contract/messages';
import { apiRequest } from '#client/lib/api';
import { unreadCountKey } from '#client/lib/unread-count';
import { invalidateConversations, MESSAGES_PATH } from './api';

/**
 * docs/product.md §P4: opening a thread marks each unread incoming message read (PUT /api/messages/{id}/read),
 * including ones that arrive while it is open; then the unread count and the conversation list are
 * refreshed. Failures are only logged (docs/product.md §P8). Each message is asked about once.
 */
export function useMarkThreadRead(userId: number, messages: readonly Message[]): void {
  const queryClient = useQueryClient();
  const asked = useRef(new Set<number>());

  useEffect(() => {
    const unread = messages.filter(
      (message) => message.receiverId === userId && !message.isRead && !asked.current.has(message.id),
    );
    if (unread.length === 0) return;
    for (const message of unread) asked.current.add(message.id);
    void Promise.all(
      unread.map((message) =>
        apiRequest('PUT', `${MESSAGES_PATH}/${message.id}/read`).catch((err: unknown) => {
          console.warn('Could not mark message as read', message.id, err);
        }),
      ),
    ).then(() =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: unreadCountKey(userId) }),
        invalidateConversations(queryClient, userId),
      ]),
    );
  }, [messages, userId, queryClient]);
}
