import { MailCheck } from 'lucide-react';
import type { Ref } from 'react';
import { CONFIRM_AND_RETURN_MESSAGES } from '#contract/confirm-and-return';
import { EMAIL_VERIFICATION_MESSAGES } from '#contract/email-verification-words';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api';
import { useResendConfirmation } from '#client/lib/queries/email-verification';

const WORDS = CONFIRM_AND_RETURN_MESSAGES.beforeYouAsk;

/**
 * Above the enquiry and share forms while the member's address is unconfirmed (issue 46): the server would
 * refuse the request, so they read why before typing, not as a failure at Send. "Send the link again"
 * mails a link that brings them back to `returnTo`, this slot, where what they typed is waiting.
 */
export function ConfirmBeforeAsking({
  email,
  returnTo,
  held,
  noticeRef,
}: {
  email: string;
  returnTo: string;
  /** Send was pressed: say that nothing went and the words are kept. */
  held: boolean;
  /** Focused when Send is pressed, so the reason is read out where the member is. */
  noticeRef?: Ref<HTMLDivElement>;
}) {
  const resend = useResendConfirmation();
  return (
    <div
      ref={noticeRef}
      tabIndex={-1}
      aria-labelledby="confirm-before-asking-title"
      role="group"
      className="grid gap-3 rounded-xl border border-line bg-primary-soft p-4 text-ink focus:outline-3 focus:outline-offset-2 focus:outline-accent"
    >
      <p id="confirm-before-asking-title" className="flex items-center gap-2 font-semibold">
        <MailCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
        {WORDS.title}
      </p>
      <p className="text-sm wrap-anywhere">{WORDS.body(email)}</p>
      {held ? <p className="text-sm font-semibold">{WORDS.held}</p> : null}
      <div>
        <Button
          size="sm"
          variant="outline"
          disabled={resend.isPending}
          onClick={() => resend.mutate({ returnTo })}
        >
          {WORDS.resend}
        </Button>
      </div>
      <p role="status" className="text-sm wrap-anywhere">
        {resend.isSuccess ? resend.data.message : null}
        {resend.isError ? `${EMAIL_VERIFICATION_MESSAGES.resendFailed}: ${errorMessage(resend.error)}` : null}
      </p>
    </div>
  );
}
