import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '#client/lib/auth';

/**
 * The live stream while a member is signed in (message-stream-connection.ts), loaded only then: a visitor's
 * first page does not carry it. Without EventSource (old browsers, jsdom) it does nothing.
 */
export function useMessageStream(): void {
  const { data: user } = useCurrentUser();
  const queryClient = useQueryClient();
  const userId = user?.id;

  useEffect(() => {
    if (userId === undefined || typeof EventSource === 'undefined') return;
    let close: (() => void) | undefined;
    let left = false;
    void import('./message-stream-connection').then(({ connectMessageStream }) => {
      if (!left) close = connectMessageStream(queryClient, userId);
    });
    return () => {
      left = true;
      close?.();
    };
  }, [userId, queryClient]);
}
