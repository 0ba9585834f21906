import { ShieldCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { AdminLoginSchema } from '#contract/admin';
import { AuthPageShell } from '#client/components/layout/auth-page-shell';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { paths } from '#client/lib/paths';
import { serverText } from '#client/lib/request-errors';
import { usePageTitle } from '#client/lib/use-page-title';
import { useAdminLogin } from './api';

/** Member spec §8: the server's message, or this when it sent none. */
export const ADMIN_LOGIN_FAILED = 'Login failed';

/** /admin (member spec §2): username and password; success goes to /admin/dashboard. */
export function AdminLoginPage() {
  usePageTitle('Admin Login');
  const [, navigate] = useLocation();
  const login = useAdminLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = AdminLoginSchema.safeParse({ username, password });
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
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={100}
          />
        </FormField>
        <FormField label="Password">
          <Input
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            type="password"
            autoComplete="current-password"
            maxLength={200}
          />
        </FormField>
        <Button type="submit" variant="primary" size="lg" disabled={login.isPending}>
          <ShieldCheck aria-hidden="true" className="size-5" />
          {login.isPending ? 'Signing in...' : 'Sign In'}
        </Button>
      </form>
    </AuthPageShell>
  );
}
