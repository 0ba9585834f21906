import { LogIn } from 'lucide-react';
import { Link } from 'wouter';
import { paths } from '#client/lib/paths';
import { NoticePage, PageSpinner } from '#client/components/layout/page-states';
import { Button } from '#client/components/ui/button';
import { useCurrentUser } from '#client/lib/auth';
import { usePageTitle } from '#client/lib/use-page-title';
import { Inbox } from './inbox';

function SignedOut() {
  return (
    <NoticePage
      title="Please Log In"
      actions={
        <Button asChild variant="accent">
          <Link href={paths.login()}>
            <LogIn aria-hidden="true" className="size-5" />
            Log In
          </Link>
        </Button>
      }
    >
      <p>You need to be logged in to access your messages.</p>
    </NoticePage>
  );
}

/** /messages (spec public §2), with the optional query userId (open that conversation) and horseName. */
export function MessagesPage() {
  usePageTitle('Messages');
  const { data: user, isPending } = useCurrentUser();

  if (isPending) return <PageSpinner label="Loading your messages" />;
  if (!user) return <SignedOut />;
  return <Inbox me={user} />;
}
