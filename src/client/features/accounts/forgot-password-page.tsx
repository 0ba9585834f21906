import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { AUTH_MESSAGES } from '#contract/auth';
import { paths } from '#client/lib/paths';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
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
  const [email, setEmail] = useState('');
  const forgot = useForgotPassword();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      toast({
        variant: 'destructive',
        title: 'Email required',
        description: 'Please enter your email address',
      });
      return;
    }
    forgot.mutate(address, {
      onSuccess: (reply) => {
        toast({ title: 'Reset email sent', description: reply?.message ?? AUTH_MESSAGES.forgotSent });
        onSent(address);
      },
      onError: (err) => {
        toast({ variant: 'destructive', title: 'Reset failed', description: errorMessage(err) });
      },
    });
  };

  return (
    <AuthPageShell
      title="Forgot your password?"
      description="Enter the email address you registered with and we will send you a link to set a new password."
      before={<BackLink href={paths.login()}>Back to login</BackLink>}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        <FormField label="Email">
          <Input
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            maxLength={254}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </FormField>
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
