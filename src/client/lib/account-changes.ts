import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { CURRENT_USER_KEY, useCurrentUser } from './auth';

/** The channel every tab of the site listens on; its messages carry no data, only that something changed. */
const CHANNEL = 'stablemates-account';

/**
 * Tells this browser's other open tabs that the member's account changed (an address confirmed): each
 * asks the server again who is signed in, so its banner and forms follow without a reload (issue 46).
 */
export function announceAccountChange(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/**
 * Mounted once by the app: the current member is asked for again when another tab announces a change, and,
 * while their address is unconfirmed, whenever this tab comes back into view (the link may have been
 * opened on another device or browser, which no message reaches).
 */
export function useAccountChangesFromOtherTabs(): void {
  const queryClient = useQueryClient();
  const { data: user } = useCurrentUser();
  const waitingForConfirmation = user ? !user.emailVerified : false;

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    return () => channel.close();
  }, [queryClient]);

  useEffect(() => {
    if (!waitingForConfirmation) return;
    const onVisible = () => {
      if (document.visibilityState === 'visible') {
        void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [queryClient, waitingForConfirmation]);
}
