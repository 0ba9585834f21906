import { BellOff, CircleAlert } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useParams } from 'wouter';
import { NoticePage, PageSpinner } from '#client/components/layout/page-states';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api';
import { paths } from '#client/lib/paths';
import { usePageTitle } from '#client/lib/use-page-title';
import { useUnsubscribe } from './api';

/**
 * /unsubscribe/{token}: the one-click link of a digest e-mail. Opening it turns that search's e-mails off,
 * signed in or not (the token is signed by the server).
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

  const manage = (
    <Button asChild variant="primary">
      <Link href={paths.savedSearches()}>Manage saved searches</Link>
    </Button>
  );
  if (unsubscribe.isSuccess) {
    const { location, radiusMiles } = unsubscribe.data.search;
    return (
      <NoticePage icon={BellOff} title="You are unsubscribed" actions={manage}>
        You will get no more e-mails for your saved search
        {location ? ` within ${radiusMiles} miles of ${location}` : ''}. Your other saved searches are
        unchanged.
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
