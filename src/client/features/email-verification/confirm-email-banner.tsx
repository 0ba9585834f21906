import { MailCheck } from 'lucide-react';
import { EMAIL_VERIFICATION_MESSAGES } from '#contract/email-verification-words';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api';
import { useCurrentUser } from '#client/lib/auth';
import { useResendConfirmation } from '#client/lib/queries/email-verification';

/**
 * Shown on every page to a signed-in member who has not confirmed their e-mail: until they do, the server
 * refuses their enquiries, messages and reviews, so the reason and the way out are always in sight. The
 * answer to "Send a new link" is read out (role="status") rather than shown as a passing toast.
 */
export function ConfirmEmailBanner() {
  const { data: user } = useCurrentUser();
  const resend = useResendConfirmation();
  if (!user || user.emailVerified) return null;
  return (
    <section
      aria-labelledby="confirm-email-title"
      className="border-b border-line bg-primary-soft px-4 py-3 text-ink"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2">
        <MailCheck aria-hidden="true" className="size-5 shrink-0 text-primary" />
        <div className="min-w-0 flex-1 basis-64">
          <h2 id="confirm-email-title" className="font-semibold">
            {EMAIL_VERIFICATION_MESSAGES.bannerTitle}
          </h2>
          <p className="text-sm wrap-anywhere">{EMAIL_VERIFICATION_MESSAGES.bannerBody(user.email)}</p>
        </div>
        <Button size="sm" variant="outline" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {EMAIL_VERIFICATION_MESSAGES.resend}
        </Button>
        <p role="status" className="basis-full text-sm">
          {resend.isSuccess ? resend.data.message : null}
          {resend.isError
            ? `${EMAIL_VERIFICATION_MESSAGES.resendFailed}: ${errorMessage(resend.error)}`
            : null}
        </p>
      </div>
    </section>
  );
}
