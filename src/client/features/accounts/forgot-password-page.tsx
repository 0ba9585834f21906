import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { AUTH_MESSAGES, ForgotPasswordSchema } from '#contract/auth';
import { useContractForm } from '#client/components/form';
import { paths } from '#client/lib/paths';
import { Button } from '#client/components/ui/button';
import { RegisteredEmailInput } from '#client/components/ui/registered-input';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { usePageTitle } from '#client/lib/use-page-title';
import { useForgotPassword } from './api';
import { AuthPageShell } from '#client/components/layout/auth-page-shell';
import { BackLink } from '#client/components/layout/back-link';

/** /forgot-password (docs/product.md §M2, §M5, §M8): asks for a reset link; never says whether the account exists. */
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  return sentTo === null ? (
    <RequestForm onSent={setSentTo} />
  ) : (
    <CheckYourEmail email={sentTo} onRetry={() => setSentTo(null)} />
  );
}

function RequestForm({ onSent }: { onSent: (email: string) => void }) {
  usePageTitle('Forgot Password');
  const forgot = useForgotPassword();
  const form = useContractForm(ForgotPasswordSchema, { defaultValues: { email: '' } });

  const onSubmit = form.handleSubmit(
    ({ email }) =>
      forgot.mutate(email, {
        onSuccess: (reply) => {
          toast({ title: 'Reset email sent', description: reply?.message ?? AUTH_MESSAGES.forgotSent });
          onSent(email);
        },
        onError: (err) => {
          form.showServerErrors(err);
          toast({ variant: 'destructive', title: 'Reset failed', description: errorMessage(err) });
        },
      }),
    // The contract's message is beside the field; a blank address is also said in a toast.
    (errors) => {
      if (errors.email?.message !== AUTH_MESSAGES.emailRequired) return;
      toast({ variant: 'destructive', title: 'Email required', description: AUTH_MESSAGES.emailRequired });
    },
  );

  return (
    <AuthPageShell
      title="Forgot your password?"
      description="Enter the email address you registered with and we will send you a link to set a new password."
      before={<BackLink href={paths.login()}>Back to login</BackLink>}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <RegisteredEmailInput form={form.fields} required={false} maxLength={254} />
        <Button type="submit" variant="accent" size="lg" disabled={forgot.isPending}>
          {forgot.isPending ? 'Sending...' : 'Send reset link'}
        </Button>
      </form>
    </AuthPageShell>
  );
}

function CheckYourEmail({ email, onRetry }: { email: string; onRetry: () => void }) {
  usePageTitle('Check your email');
  return (
    <AuthPageShell title="Check your email">
      <div className="grid gap-5">
        <MailCheck aria-hidden="true" className="size-12 text-success" />
        <p role="status">
          If an account exists for <span className="font-semibold break-all">{email}</span>, you will receive
          an email with a link to reset your password. The link works once and expires after an hour.
        </p>
        <p className="text-sm text-muted">Nothing there? Check your spam folder, or try again.</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button asChild variant="accent">
            <Link href={paths.login()}>Back to login</Link>
          </Button>
          <Button variant="outline" onClick={onRetry}>
            Try another email
          </Button>
        </div>
      </div>
    </AuthPageShell>
  );
}
