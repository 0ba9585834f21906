import { BellOff, CircleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { UnsubscribeReply } from '#contract/unsubscribe';
import { Link, useParams } from 'wouter';
import { NoticePage, PageSpinner } from '#client/components/layout/page-states';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api';
import { paths } from '#client/lib/paths';
import { usePageTitle } from '#client/lib/use-page-title';
import { useUnsubscribe } from './api';

/** What the page says was switched off, by the kind of mail the link came from. */
function stoppedInWords(reply: UnsubscribeReply): string {
  switch (reply.kind) {
    case 'search': {
      const { location, radiusMiles } = reply.search;
      return `You will get no more e-mails for your saved search${location ? ` within ${radiusMiles} miles of ${location}` : ''}. Your other saved searches are unchanged.`;
    }
    case 'messages':
      return 'You will get no more e-mails about messages that arrive while you are away. You can turn them back on in My Profile.';
    case 'visits':
      return 'You will get no more reminders the day before a visit. You can turn them back on in My Profile.';
    case 'requests':
      return 'You will get no more e-mails about new requests. They still show under the bell, and you can turn the e-mails back on in My Profile.';
    case 'decisions':
      return 'You will get no more e-mails about answers and changes to your visits and shares. They still show under the bell, and you can turn the e-mails back on in My Profile.';
  }
}

/**
 * /unsubscribe/{token}: the one-click link of a recurring e-mail (a saved search's digest, message
 * notices, visit reminders). Opening it turns that kind of e-mail off, signed in or not (the token is
 * signed by the server); mailbox providers POST to the same address (decision 0026).
 */
export function UnsubscribePage() {
  usePageTitle('Unsubscribe');
  const token = useParams<{ token?: string }>().token ?? '';
  const unsubscribe = useUnsubscribe();
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  const toSearches = !unsubscribe.isSuccess || unsubscribe.data.kind === 'search';
  const manage = (
    <Button asChild variant="primary">
      {toSearches ? (
        <Link href={paths.savedSearches()}>Manage saved searches</Link>
      ) : (
        <Link href={paths.myProfile()}>Manage e-mail notifications</Link>
      )}
    </Button>
  );
  if (unsubscribe.isSuccess) {
    return (
      <NoticePage icon={BellOff} title="You are unsubscribed" actions={manage}>
        {stoppedInWords(unsubscribe.data)}
      </NoticePage>
    );
  }
  if (unsubscribe.isError) {
    return (
      <NoticePage icon={CircleAlert} title="Unsubscribe failed" actions={manage}>
        {errorMessage(unsubscribe.error)}
      </NoticePage>
    );
  }
  return <PageSpinner label="Unsubscribing" showLabel />;
}
