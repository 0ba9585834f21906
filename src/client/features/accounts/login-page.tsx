import { LogIn, UserPlus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { AUTH_MESSAGES, LoginSchema } from '#contract/auth';
import { useContractForm } from '#client/components/form';
import { paths } from '#client/lib/paths';
import { useReturnTo } from '#client/lib/return-to';
import { Alert } from '#client/components/ui/alert';
import { HashLink } from '#client/components/layout/hash-link';
import { Checkbox } from '#client/components/ui/checkbox';
import { RegisteredCurrentPasswordInput, RegisteredEmailInput } from '#client/components/ui/registered-input';
import { SubmitButton } from '#client/components/ui/submit-button';
import { toast } from '#client/components/ui/use-toast';
import { usePageTitle } from '#client/lib/use-page-title';
import { useCurrentUser, useSetSignedInUser } from '#client/lib/auth';
import { useLogin } from './api';
import { AuthPageShell } from '#client/components/layout/auth-page-shell';
import { serverText } from '#client/lib/request-errors';
import { buttonClasses } from '#client/components/ui/button';
import { useSignInIntent } from '#client/lib/use-sign-in-intent';
import { useSiteConfig } from '#client/lib/site-config';

const linkClass = 'font-semibold text-primary underline underline-offset-2';

/**
 * /login (docs/product.md §M2, §M5, §M8): email and password; success goes to /my-profile, or back to the page
 * that sent the visitor here (`?returnTo=`, e.g. the slot they wanted to enquire about). A member who is
 * already signed in goes straight there. "Keep me signed in" asks the server for a lasting cookie instead
 * of one that ends with the browser. A failed sign-in is said on the form as well as in a toast. Sent here
 * in the middle of something (saving a horse, messaging its owner, enquiring about a slot), the page says
 * what ("Log in to save Biscuit") and offers Create account beside it, both ways leading back to it.
 */
export function LoginPage() {
  usePageTitle('Log In');
  const [, navigate] = useLocation();
  const returnTo = useReturnTo();
  const { data: signedIn } = useCurrentUser();
  const login = useLogin();
  const setSignedInUser = useSetSignedInUser();
  const [failure, setFailure] = useState<string | null>(null);
  const destination = returnTo ?? paths.myProfile();
  const left = useRef(false);
  const intent = useSignInIntent();
  const { siteName } = useSiteConfig();

  // Signed in already, or just now: on to where the person was going (the login page leaves history),
  // once: the next page's own query must not be read as this page's returnTo.
  useEffect(() => {
    if (!signedIn || left.current) return;
    left.current = true;
    navigate(destination, { replace: true });
  }, [signedIn, destination, navigate]);
  const form = useContractForm(LoginSchema, {
    defaultValues: { email: '', password: '', rememberMe: false },
  });

  const onSubmit = form.handleSubmit(
    (values) => {
      setFailure(null);
      login.mutate(values, {
        onSuccess: (user) => {
          setSignedInUser(user);
          toast({ title: 'Login successful', description: 'Welcome back!' });
        },
        onError: (err) => {
          form.showServerErrors(err);
          const description = serverText(err) ?? 'Please check your email and password';
          setFailure(description);
          toast({ variant: 'destructive', title: 'Login failed', description });
        },
      });
    },
    // An empty field: said beside it (the contract's words) and in a toast, without calling the server.
    () =>
      toast({
        variant: 'destructive',
        title: 'Missing information',
        description: AUTH_MESSAGES.loginMissing,
      }),
  );

  return (
    <AuthPageShell
      title={intent ? `Log in to ${intent.phrase}` : 'Log In'}
      description={intent ? intent.outcome : 'Welcome back. Sign in to your account.'}
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-5">
        {failure ? <Alert variant="danger">{failure}</Alert> : null}
        <RegisteredEmailInput form={form.fields} required={false} maxLength={254} />
        <RegisteredCurrentPasswordInput form={form.fields} />
        {/* Off by default: on a shared computer the session should end with the browser. */}
        <Checkbox {...form.register('rememberMe')} label="Keep me signed in" />
        <Link href={paths.forgotPassword()} className={`${linkClass} justify-self-start`}>
          Forgot your password?
        </Link>
        <SubmitButton variant="accent" pending={login.isPending} pendingLabel="Logging in..." icon={LogIn}>
          Log In
        </SubmitButton>
      </form>
      {intent && returnTo ? (
        // The other way in, as plain as this one: a new visitor joins and comes back to the same place.
        <div className="mt-6 grid gap-3 border-t border-line pt-6 text-center">
          <p className="text-sm text-muted">New to {siteName}?</p>
          <Link href={paths.register('enthusiast', returnTo)} className={buttonClasses('outline')}>
            <UserPlus aria-hidden="true" className="size-5" />
            Create account
          </Link>
          <p className="text-sm text-muted">
            Own a horse?{' '}
            <Link href={paths.register('owner', returnTo)} className={linkClass}>
              Join as a Horse Owner
            </Link>
          </p>
        </div>
      ) : (
        <p className="mt-6 text-center text-sm text-muted">
          Don&apos;t have an account?{' '}
          {returnTo ? (
            // Signing up from a prompt comes back to the same place as signing in would.
            <>
              Join as a{' '}
              <Link href={paths.register('enthusiast', returnTo)} className={linkClass}>
                Horse Enthusiast
              </Link>{' '}
              or a{' '}
              <Link href={paths.register('owner', returnTo)} className={linkClass}>
                Horse Owner
              </Link>
            </>
          ) : (
            <HashLink section="user-types" className={linkClass}>
              Sign up
            </HashLink>
          )}
        </p>
      )}
    </AuthPageShell>
  );
}
