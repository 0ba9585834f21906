import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { AdminLoginSchema } from '#contract/admin';
import { AuthPageShell } from '#client/components/layout/auth-page-shell';
import { Alert } from '#client/components/ui/alert';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
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

  // The fields are read once, on submit, so they need no state of their own.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = AdminLoginSchema.safeParse({
      username: form.get('username'),
      password: form.get('password'),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ADMIN_LOGIN_FAILED);
      return;
    }
    setError(null);
    login.mutate(parsed.data, {
      onSuccess: () => navigate(paths.adminDashboard()),
      onError: (err) => setError(serverText(err) ?? ADMIN_LOGIN_FAILED),
    });
  };

  return (
    <AuthPageShell title="Admin Login" description="Sign in to the Stablemates moderation dashboard.">
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        {error ? (
          <Alert variant="danger" title={ADMIN_LOGIN_FAILED}>
            {error === ADMIN_LOGIN_FAILED ? null : error}
          </Alert>
        ) : null}
        <FormField label="Username">
          <Input
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={100}
          />
        </FormField>
        <FormField label="Password">
          <Input name="password" type="password" autoComplete="current-password" maxLength={200} />
        </FormField>
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
