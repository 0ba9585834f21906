import { useEffect, useRef } from 'react';
import type { RequestView } from '#contract/requests';
import type { useShareCall } from './shares-api';

/** What each of a share's dialogs is given by the share it belongs to. */
export interface ShareDialogProps {
  share: RequestView;
  /** The other member's first name: they are told. */
  otherName: string;
  open: boolean;
  onClose: () => void;
  call: ReturnType<typeof useShareCall>;
  /** After the change is through, with a toast's words. */
  onDone: (toast: { title: string; description?: string }) => void;
  /** The change failed, with no field to put the server's words beside. */
  onFailed: (err: unknown) => void;
}

/**
 * Calls `reset` as the dialog opens (not while it stays open: a list read again meanwhile must not wipe
 * what the member is typing), so each opening starts from the share as it is then.
 */
export function useResetOnOpen(open: boolean, reset: () => void): void {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) reset();
    wasOpen.current = open;
  });
}
