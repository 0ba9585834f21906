import { BellOff, BellRing, Search, Trash2 } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { browseQueryOf, describeSavedSearch, type SavedSearch } from '#contract/saved';
import { PageContainer } from '#client/components/layout/page-container';
import { PageSpinner } from '#client/components/layout/page-states';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card, CardContent } from '#client/components/ui/card';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useCurrentUser } from '#client/lib/auth';
import { paths } from '#client/lib/paths';
import { useDeleteSavedSearch, useSavedSearches } from '#client/lib/queries/saved';
import { usePageTitle } from '#client/lib/use-page-title';

/** /saved-searches (issue 18): the member's saved searches, whether each sends the daily e-mail, delete. */
export function SavedSearchesPage() {
  usePageTitle('Saved searches');
  const [, navigate] = useLocation();
  const { data: user, isLoading } = useCurrentUser();
  const searches = useSavedSearches();

  useEffect(() => {
    if (!isLoading && !user) navigate(paths.login(paths.savedSearches()), { replace: true });
  }, [isLoading, user, navigate]);

  if (isLoading || !user) return <PageSpinner label="Loading your saved searches" showLabel />;
  return (
    <PageContainer className="py-8 sm:py-14">
      <div className="mx-auto grid max-w-3xl gap-6">
        <div className="grid gap-2">
          <h1 className="text-3xl font-bold text-primary sm:text-4xl">Saved searches</h1>
          <p className="text-lg text-muted">
            Once a day we e-mail you the new horses that match a saved search, and nothing when there are
            none. Save a search from the{' '}
            <Link href={paths.browse()} className="font-semibold text-primary underline">
              browse page
            </Link>
            .
          </p>
        </div>
        {searches.isPending ? (
          <PageSpinner label="Loading your saved searches" />
        ) : searches.isError ? (
          <Alert variant="danger">Failed to fetch your saved searches</Alert>
        ) : searches.data.length === 0 ? (
          <Card>
            <CardContent className="p-6 text-muted">You have no saved searches yet.</CardContent>
          </Card>
        ) : (
          <ul className="grid gap-4">
            {searches.data.map((search) => (
              <li key={search.id}>
                <SavedSearchRow search={search} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageContainer>
  );
}

function SavedSearchRow({ search }: { search: SavedSearch }) {
  const remove = useDeleteSavedSearch();
  const query = browseQueryOf(search);
  const description = describeSavedSearch(search);
  return (
    <Card>
      <CardContent className="grid gap-3 p-5 sm:grid-cols-[1fr_auto] sm:items-center">
        <div className="grid min-w-0 gap-1">
          <p className="font-semibold wrap-anywhere text-ink">{description}</p>
          <p className="flex items-center gap-2 text-sm text-muted">
            {search.alerts ? (
              <>
                <BellRing aria-hidden="true" className="size-4 text-primary" /> Daily e-mail on
              </>
            ) : (
              <>
                <BellOff aria-hidden="true" className="size-4" /> E-mails off (unsubscribed)
              </>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            <Link href={query ? `${paths.browse()}?${query}` : paths.browse()}>
              <Search aria-hidden="true" className="size-4" />
              Show horses
            </Link>
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Delete saved search: ${description}`}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(search.id, {
                onSuccess: () => toast({ title: 'Saved search deleted' }),
                onError: (error) =>
                  toast({ variant: 'destructive', title: 'Delete failed', description: errorMessage(error) }),
              })
            }
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
