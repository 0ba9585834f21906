import { Lock, LogIn } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#client/lib/paths';
import { PageContainer } from '#client/components/layout/page-container';
import { Button } from '#client/components/ui/button';
import { Card, CardContent } from '#client/components/ui/card';
import { Spinner } from '#client/components/ui/spinner';
import { useCurrentUser } from '#client/lib/auth';
import { usePageTitle } from '#client/lib/use-page-title';
import { Inbox } from './inbox';

function SignedOut() {
  return (
    <PageContainer className="py-12 sm:py-16">
      <Card className="mx-auto max-w-xl">
        <CardContent className="grid justify-items-center gap-4 p-8 text-center">
          <Lock aria-hidden="true" className="size-10 text-primary" />
          <h1 className="text-2xl font-bold text-primary sm:text-3xl">Please Log In</h1>
          <p className="text-muted">You need to be logged in to access your messages.</p>
          <Button asChild variant="accent">
            <Link href={paths.login()}>
              <LogIn aria-hidden="true" className="size-5" />
              Log In
            </Link>
          </Button>
        </CardContent>
      </Card>
    </PageContainer>
  );
}

/** /messages (spec public §2), with the optional query userId (open that conversation) and horseName. */
export function MessagesPage() {
  usePageTitle('Messages');
  const { data: user, isPending } = useCurrentUser();

  if (isPending) {
    return (
      <PageContainer className="flex min-h-[50vh] items-center justify-center">
        <Spinner label="Loading your messages" />
      </PageContainer>
    );
  }
  if (!user) return <SignedOut />;
  return <Inbox me={user} />;
}
