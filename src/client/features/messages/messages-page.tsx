import { useSearch } from 'wouter';
import { PageSpinner } from '#client/components/layout/page-states';
import { SignInPrompt } from '#client/components/layout/sign-in-prompt';
import { useCurrentUser } from '#client/lib/auth';
import { usePageTitle } from '#client/lib/use-page-title';
import { Inbox } from './inbox';

/** The spec's words, and, when a horse's Direct Message led here, which conversation is waiting. */
function SignedOut() {
  const horseName = new URLSearchParams(useSearch()).get('horseName')?.trim();
  return (
    <SignInPrompt title="Please Log In">
      <p>You need to be logged in to access your messages.</p>
      {horseName ? (
        <p className="mt-2">{`Log in or join now to message ${horseName}'s owner: we will open the conversation for you.`}</p>
      ) : null}
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
