import type { ReactNode } from 'react';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Spinner } from '#client/components/ui/spinner';
import { errorMessage } from '#client/lib/api';

/** Loading, failed (with a retry) or the list itself: every admin tab goes through the same three states. */
export function ListStates({
  isPending,
  error,
  onRetry,
  loadingLabel,
  children,
}: {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  loadingLabel: string;
  children: ReactNode;
}) {
  if (isPending) return <Spinner label={loadingLabel} showLabel className="py-8" />;
  if (error) {
    return (
      <div className="grid gap-3">
        <Alert variant="danger" title="Could not load this list">
          {errorMessage(error)}
        </Alert>
        <Button variant="outline" className="justify-self-start" onClick={onRetry}>
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
