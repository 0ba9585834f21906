import { PageSpinner } from '#client/components/layout/page-states';
import { SignInPrompt } from '#client/components/layout/sign-in-prompt';
import { useCurrentUser } from '#client/lib/auth';
import { usePageTitle } from '#client/lib/use-page-title';
import { Inbox } from './inbox';

function SignedOut() {
  return (
    <SignInPrompt title="Please Log In">
      <p>You need to be logged in to access your messages.</p>
    </SignInPrompt>
  );
}

/** /messages (docs/product.md §P2), with the optional query userId (open that conversation) and horseName. */
export function MessagesPage() {
  usePageTitle('Messages');
  const { data: user, isPending } = useCurrentUser();

  if (isPending) return <PageSpinner label="Loading your messages" />;
  if (!user) return <SignedOut />;
  return <Inbox me={user} />;
}
