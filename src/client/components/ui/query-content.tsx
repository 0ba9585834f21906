import type { ReactNode } from 'react';
import { Alert } from './alert';
import { Card, CardContent, CardHeader, CardTitle } from './card';
import { Spinner } from './spinner';

/** The parts of a TanStack query a card shows. */
export interface QueryLike<T> {
  isPending: boolean;
  isError: boolean;
  data: T | undefined;
}

export interface QueryContentProps<T> {
  query: QueryLike<T>;
  loadingLabel: string;
  loading?: ReactNode;
  failed: string;
  /** The words for an empty list, drawn as a muted line. */
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

/**
 * A query's three states in a card: loading (a spinner with its label shown, unless `loading` is drawn
 * instead), failed (`failed`, in a danger alert), or its data drawn by `children`; `empty`, when given,
 * stands in for an empty list, in the muted line every such list shows.
 */
export function QueryContent<T>({
  query,
  loadingLabel,
  loading,
  failed,
  empty,
  children,
}: QueryContentProps<T>) {
  if (query.isPending) return <>{loading ?? <Spinner label={loadingLabel} showLabel />}</>;
  if (query.isError || query.data === undefined) return <Alert variant="danger">{failed}</Alert>;
  if (empty !== undefined && Array.isArray(query.data) && query.data.length === 0)
    return <p className="text-muted">{empty}</p>;
  return <>{children(query.data)}</>;
}

export type QueryCardProps<T> = QueryContentProps<T> & {
  title: string;
  aside?: ReactNode;
  contentClassName?: string;
};

/** A card under its title whose content is one query's (QueryContent); `aside` sits beside the title. */
export function QueryCard<T>({ title, aside, contentClassName, ...content }: QueryCardProps<T>) {
  return (
    <Card>
      <CardHeader
        className={aside === undefined ? undefined : 'flex-row flex-wrap items-center justify-between gap-3'}
      >
        <CardTitle>{title}</CardTitle>
        {aside}
      </CardHeader>
      <CardContent className={contentClassName}>
        <QueryContent {...content} />
      </CardContent>
    </Card>
  );
}
