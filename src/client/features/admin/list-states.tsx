import { useState, type ReactNode } from 'react';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { errorMessage } from '#client/lib/api';
import { Pager } from './pager';

/** The parts of a list query the admin tabs show: TanStack Query's result fits it as it is. */
export interface ListQuery<T> {
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
  data?: { items: readonly T[]; total: number };
}

/** Where a paged list is: the page its query asks for, and how the pager moves it. */
export interface Paging {
  page: { limit: number; offset: number };
  setOffset: (offset: number) => void;
}

/** Every admin list shows 25 rows a page and starts at the first. */
export function usePaging(): Paging {
  const [offset, setOffset] = useState(0);
  return { page: { limit: 25, offset }, setOffset };
}

/** Every admin tab is a section under its own heading. */
export function TabSection({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Loading, failed (with a retry) or the list itself: every admin tab goes through the same three states. */
export function ListStates({
  query,
  loadingLabel,
  children,
}: {
  query: Pick<ListQuery<unknown>, 'isPending' | 'error' | 'refetch'>;
  loadingLabel: string;
  children: ReactNode;
}) {
  if (query.isPending) return <Spinner label={loadingLabel} showLabel className="py-8" />;
  if (query.error) {
    return (
      <div className="grid gap-3">
        <Alert variant="danger" title="Could not load this list">
          {errorMessage(query.error)}
        </Alert>
        <Button variant="outline" className="justify-self-start" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return <>{children}</>;
}

/** A queue or list with nothing in it. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-xl border border-dashed border-line p-6 text-center text-muted">{children}</p>;
}

interface PagedListProps<T> {
  query: ListQuery<T>;
  loadingLabel: string;
  empty: ReactNode;
  /** Shown above the list once it has loaded, e.g. a count of matches. */
  summary?: ReactNode;
  paging: Paging;
  /** What is paged, for screen readers ("Member pages"). */
  pagerLabel: string;
  /** An ordered list where the order itself means something (the audit log's, newest first). */
  ordered?: boolean;
  listClassName: string;
  itemClassName?: string;
  keyOf: (item: T) => number;
  renderItem: (item: T) => ReactNode;
}

/**
 * A paged list's three states, its empty message, its items (a list of them, each drawn by the tab) and
 * the pager under them.
 */
export function PagedList<T>({
  query,
  loadingLabel,
  empty,
  summary,
  paging,
  pagerLabel,
  ordered = false,
  listClassName,
  itemClassName,
  keyOf,
  renderItem,
}: PagedListProps<T>) {
  const items = query.data?.items ?? [];
  const List = ordered ? 'ol' : 'ul';
  return (
    <ListStates query={query} loadingLabel={loadingLabel}>
      {summary}
      {items.length === 0 ? (
        <EmptyState>{empty}</EmptyState>
      ) : (
        <List className={listClassName}>
          {items.map((item) => (
            <li key={keyOf(item)} className={itemClassName}>
              {renderItem(item)}
            </li>
          ))}
        </List>
      )}
      <Pager
        offset={paging.page.offset}
        limit={paging.page.limit}
        total={query.data?.total ?? 0}
        label={pagerLabel}
        onOffset={paging.setOffset}
      />
    </ListStates>
  );
}

/** An admin tab that is one paged list under its heading. */
export function PagedTab<T>({
  headingId,
  title,
  ...list
}: PagedListProps<T> & { headingId: string; title: string }) {
  return (
    <TabSection headingId={headingId} title={title}>
      <PagedList {...list} />
    </TabSection>
  );
}
