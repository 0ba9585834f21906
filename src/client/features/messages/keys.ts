import type { QueryClient } from '@tanstack/react-query';

// The messages query keys, apart from api.ts: the live-updates hook runs on every page, and importing
// api.ts there would pull the contract module (and zod) into the first page load.

/** Every messages query starts with this path (GET /api/messages?userId=...[&otherUserId=...]). */
export const MESSAGES_PATH = '/api/messages';

/** The signed-in user's conversation list. */
export function conversationsKey(userId: number) {
  return [MESSAGES_PATH, { userId }] as const;
}

/** One thread between the signed-in user and another member. */
export function threadKey(userId: number, otherUserId: number) {
  return [MESSAGES_PATH, { userId, otherUserId }] as const;
}

/** Refreshes the conversation list (exactly: its key would otherwise match every thread as well). */
export function invalidateConversations(queryClient: QueryClient, userId: number) {
  return queryClient.invalidateQueries({ queryKey: conversationsKey(userId), exact: true });
}

export function invalidateThread(queryClient: QueryClient, userId: number, otherUserId: number) {
  return queryClient.invalidateQueries({ queryKey: threadKey(userId, otherUserId) });
}
