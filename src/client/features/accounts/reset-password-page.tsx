import { Link, useParams } from 'wouter';
import { AUTH_MESSAGES } from '#contract/auth';
import { paths } from '#client/lib/paths';
import { Button } from '#client/components/ui/button';
import { usePageTitle } from '#client/lib/use-page-title';
import { AuthPageShell } from '#client/components/layout/auth-page-shell';
import { ResetPasswordForm } from './reset-password-form';

/** /reset-password/{token} (member spec §2): a new password, or 'Invalid Reset Link' without a token. */
export function ResetPasswordPage() {
  const token = (useParams<{ token?: string }>().token ?? '').trim();
  return token ? <ResetPassword token={token} /> : <InvalidResetLink />;
}

function ResetPassword({ token }: { token: string }) {
  usePageTitle('Reset Password');
  return (
    <AuthPageShell title="Reset your password" description="Choose a new password for your account.">
      <ResetPasswordForm token={token} />
    </AuthPageShell>
  );
}

function InvalidResetLink() {
  usePageTitle('Invalid Reset Link');
  return (
    <AuthPageShell
      title="Invalid Reset Link"
      description={`${AUTH_MESSAGES.resetTokenMissing}. This link is incomplete; reset links can be used once and expire after an hour.`}
    >
      <Button asChild variant="accent" className="w-full">
        <Link href={paths.forgotPassword()}>Request a new reset link</Link>
      </Button>
    </AuthPageShell>
  );
}
