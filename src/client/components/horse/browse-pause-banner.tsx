import { Link } from 'wouter';
import { UNANSWERED_MESSAGES } from '#contract/unanswered';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { paths } from '#client/lib/paths';
import { useBrowsePause, useUnpause } from '#client/lib/queries/browse-pause';

/**
 * On My Horses while the owner's horses are paused from browse (decision 0057): why, a link to the
 * requests waiting, and the one click that brings the horses back.
 */
export function BrowsePauseBanner({ ownerId }: { ownerId: number | undefined }) {
  const pause = useBrowsePause(ownerId !== undefined);
  const unpause = useUnpause();
  if (!pause.data?.paused) return null;
  return (
    <Alert variant="info" title={UNANSWERED_MESSAGES.bannerTitle}>
      <p>
        {UNANSWERED_MESSAGES.bannerBody(pause.data.unanswered)}{' '}
        <Link href={paths.requests()} className="font-semibold text-primary underline">
          See your requests
        </Link>
      </p>
      <Button
        className="mt-3"
        size="sm"
        disabled={unpause.isPending}
        onClick={() =>
          unpause.mutate(undefined, {
            onSuccess: () => toast({ title: UNANSWERED_MESSAGES.unpaused }),
            onError: (err) =>
              toast({
                title: UNANSWERED_MESSAGES.unpauseFailed,
                description: errorMessage(err),
                variant: 'destructive',
              }),
          })
        }
      >
        {UNANSWERED_MESSAGES.unpause}
      </Button>
    </Alert>
  );
}
