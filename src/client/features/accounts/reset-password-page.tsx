import { Link, useParams } from 'wouter';
import { AUTH_MESSAGES, type ResetTokenStatus } from '#contract/auth';
import { paths } from '#client/lib/paths';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { usePageTitle } from '#client/lib/use-page-title';
import { AuthPageShell } from '#client/components/layout/auth-page-shell';
import { useResetTokenStatus } from './api';
import { ResetPasswordForm } from './reset-password-form';

/**
 * /reset-password/{token} (docs/product.md §M2): a new password, or 'Invalid Reset Link' without a token. The
 * link is checked as the page opens, so a used, expired or unknown one says so at once, with a way to ask
 * for a new one, instead of after the new password has been typed twice.
 */
export function ResetPasswordPage() {
  const token = (useParams<{ token?: string }>().token ?? '').trim();
  return token ? <CheckedResetLink token={token} /> : <UnusableResetLink reason="missing" />;
}

function CheckedResetLink({ token }: { token: string }) {
  const check = useResetTokenStatus(token);
  if (check.isPending) return <CheckingResetLink />;
  // When the check itself fails (offline, too many attempts), the form is shown: the reset answers truly.
  const status = check.data?.status ?? 'valid';
  return status === 'valid' ? <ResetPassword token={token} /> : <UnusableResetLink reason={status} />;
}

function CheckingResetLink() {
  usePageTitle('Reset Password');
  return (
    <AuthPageShell title="Reset your password">
      <Spinner label="Checking your reset link" showLabel />
    </AuthPageShell>
  );
}

function ResetPassword({ token }: { token: string }) {
  usePageTitle('Reset Password');
  return (
    <AuthPageShell title="Reset your password" description="Choose a new password for your account.">
      <ResetPasswordForm token={token} />
    </AuthPageShell>
  );
}

type UnusableReason = Exclude<ResetTokenStatus, 'valid'> | 'missing';

const UNUSABLE_LINKS: Record<UnusableReason, { title: string; description: string }> = {
  missing: {
    title: 'Invalid Reset Link',
    description: `${AUTH_MESSAGES.resetTokenMissing}. This link is incomplete; reset links can be used once and expire after an hour.`,
  },
  used: {
    title: 'This reset link has been used',
    description:
      'A reset link works once, and this one has already set a new password. If you still need to change your password, ask for a new link.',
  },
  expired: {
    title: 'This reset link has expired',
    description:
      'A reset link works for one hour after it is sent. Ask for a new link and use it within the hour.',
  },
  unknown: {
    title: 'Invalid Reset Link',
    description:
      'We do not recognise this reset link. Check that you opened the whole link from the email, or ask for a new one.',
  },
};

function UnusableResetLink({ reason }: { reason: UnusableReason }) {
  const { title, description } = UNUSABLE_LINKS[reason];
  usePageTitle(title);
  return (
    <AuthPageShell title={title} description={description}>
      <Button asChild variant="accent" className="w-full">
        <Link href={paths.forgotPassword()}>Request a new reset link</Link>
      </Button>
    </AuthPageShell>
  );
}
