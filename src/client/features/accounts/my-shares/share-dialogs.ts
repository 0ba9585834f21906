import type { RequestView } from '#contract/requests';
import type { ShareCall, useShareCall } from './shares-api';

export { useResetOnOpen } from '#client/components/form';

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
 * Sends a dialog's change of the share. Through, the dialog closes with the toast `said` gives for the
 * share as it now stands; refused, the server's words go beside the dialog's fields where one is named,
 * else into a toast.
 */
export function sendFromDialog(
  { call, onDone, onFailed }: Pick<ShareDialogProps, 'call' | 'onDone' | 'onFailed'>,
  form: { showServerErrors: (err: unknown) => boolean },
  change: ShareCall,
  said: (share: RequestView) => { title: string; description?: string },
): void {
  call.mutate(change, {
    onSuccess: (share) => onDone(said(share)),
    onError: (err) => (form.showServerErrors(err) ? undefined : onFailed(err)),
  });
}
