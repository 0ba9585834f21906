import { useEffect, useId, useRef } from 'react';
import type { CancellationType } from '#contract/options';
import { PAYMENT_MESSAGES } from '#contract/payments';
import type { SessionUser } from '#contract/users';
import { ApiError } from '#client/lib/api';
import { useRequestCancellation } from '#client/lib/queries/payments';
import { useSiteConfig } from '#client/lib/site-config';
import { Button } from '#client/components/ui/button';
import { toast } from '#client/components/ui/use-toast';

/**
 * Asks the team to cancel a subscription or donation (docs/product.md §M2, §M8): a request, processed within 24
 * hours, not an immediate change. A native modal <dialog>: focus moves into it, Escape closes it, and the
 * rest of the page is inert while it is open.
 */
export function CancellationDialog({
  user,
  type,
  item,
  onClose,
}: {
  user: SessionUser;
  type: CancellationType;
  item: string;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();
  const { emails } = useSiteConfig();
  const request = useRequestCancellation();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // jsdom has no showModal; a plain open dialog behaves the same for its tests.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    return () => dialog.close?.();
  }, []);

  const send = () =>
    request.mutate(
      { type, item, userEmail: user.email, username: user.username },
      {
        onSuccess: () => {
          toast({ title: PAYMENT_MESSAGES.cancellationSent, description: PAYMENT_MESSAGES.processedWithin });
          onClose();
        },
        onError: (error) => {
          // The server names the team's address when it stored the request but could not mail it.
          const title =
            error instanceof ApiError && error.status === 502 && error.serverMessage
              ? error.serverMessage
              : PAYMENT_MESSAGES.cancellationFailed(emails.support || emails.general);
          toast({ variant: 'destructive', title });
        },
      },
    );

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl border border-line bg-cream p-6 text-ink shadow-xl backdrop:bg-ink/50"
    >
      <h2 id={titleId} className="text-xl font-semibold text-primary">
        Request cancellation
      </h2>
      <div id={descriptionId} className="mt-3 grid gap-2 text-sm">
        <p>
          We will ask the team to cancel your {type}: <strong>{item}</strong>.
        </p>
        <p>{PAYMENT_MESSAGES.processedWithin}</p>
      </div>
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onClose} disabled={request.isPending}>
          Keep it
        </Button>
        <Button type="button" variant="destructive" onClick={send} disabled={request.isPending}>
          {request.isPending ? 'Sending…' : 'Send request'}
        </Button>
      </div>
    </dialog>
  );
}
