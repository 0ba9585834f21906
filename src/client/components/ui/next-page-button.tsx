import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';

/** The parts of an infinite query (TanStack Query's result fits it as it is) a "more" button reads. */
export interface NextPageQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * Under a list read a page at a time: a button for the next page while there is one ("Loading..." while
 * it comes), and the list's failure message if that page failed.
 */
export function NextPageButton({
  query,
  label,
  failure,
}: {
  query: NextPageQuery;
  label: string;
  failure: string;
}) {
  return (
    <>
      {query.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
        >
          {query.isFetchingNextPage ? 'Loading...' : label}
        </Button>
      ) : null}
      {query.isFetchNextPageError ? <Alert variant="danger">{failure}</Alert> : null}
    </>
  );
}
