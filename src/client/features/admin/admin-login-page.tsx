import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { AdminLoginSchema } from '#contract/admin';
import { useContractForm } from '#client/components/form';
import { AuthPageShell } from '#client/components/layout/auth-page-shell';
import { Alert } from '#client/components/ui/alert';
import { RegisteredCurrentPasswordInput, RegisteredInput } from '#client/components/ui/registered-input';
import { SubmitButton } from '#client/components/ui/submit-button';
import { paths } from '#client/lib/paths';
import { serverText } from '#client/lib/request-errors';
import { usePageTitle } from '#client/lib/use-page-title';
import { useAdminLogin } from './api';

/** docs/product.md §M8: the server's message, or this when it sent none. */
export const ADMIN_LOGIN_FAILED = 'Login failed';

/** /admin (docs/product.md §M2): username and password; success goes to /admin/dashboard. */
export function AdminLoginPage() {
  usePageTitle('Admin Login');
  const [, navigate] = useLocation();
  const login = useAdminLogin();
  const [error, setError] = useState<string | null>(null);
  const form = useContractForm(AdminLoginSchema, { defaultValues: { username: '', password: '' } });

  // A missing field is said beside it (the contract's words); a refusal above the form.
  const onSubmit = form.handleSubmit((values) => {
    setError(null);
    login.mutate(values, {
      onSuccess: () => navigate(paths.adminDashboard()),
      onError: (err) => {
        form.showServerErrors(err);
        setError(serverText(err) ?? ADMIN_LOGIN_FAILED);
      },
    });
  });

  return (
    <AuthPageShell title="Admin Login" description="Sign in to the Stablemates moderation dashboard.">
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        {error ? (
          <Alert variant="danger" title={ADMIN_LOGIN_FAILED}>
            {error === ADMIN_LOGIN_FAILED ? null : error}
          </Alert>
        ) : null}
        <RegisteredInput
          form={form.fields}
          name="username"
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={100}
        />
        <RegisteredCurrentPasswordInput form={form.fields} maxLength={200} />
        <SubmitButton
          variant="primary"
          pending={login.isPending}
          pendingLabel="Signing in..."
          icon={ShieldCheck}
        >
          Sign In
        </SubmitButton>
      </form>
    </AuthPageShell>
  );
}
