import { Link } from 'wouter';
import { paths } from '#client/lib/paths';
import { Alert } from '#client/components/ui/alert';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { Skeleton } from '#client/components/ui/skeleton';
import { Spinner } from '#client/components/ui/spinner';
import { useSavedHorses } from '#client/lib/queries/saved';
import { HorseCard } from './horse-card';

/**
 * "Saved horses" in My Profile (issue 18): the horses the member saved, most recent first, each with its
 * heart to unsave; a deleted horse is simply gone. Also links to the saved searches.
 */
export function SavedHorsesCard() {
  const horses = useSavedHorses();
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Saved horses</CardTitle>
        <Link href={paths.savedSearches()} className="text-sm font-semibold text-primary underline">
          Saved searches and alerts
        </Link>
      </CardHeader>
      <CardContent>
        {horses.isPending ? (
          <div className="grid gap-4">
            <Spinner label="Loading your saved horses" />
            <Skeleton className="h-40" />
          </div>
        ) : horses.isError ? (
          <Alert variant="danger">Failed to fetch your saved horses</Alert>
        ) : horses.data.length === 0 ? (
          <p className="text-muted">
            No saved horses yet. Press the heart on a horse you like to keep it here.{' '}
            <Link href={paths.browse()} className="font-semibold text-primary underline">
              Browse horses
            </Link>
          </p>
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2">
            {horses.data.map((horse) => (
              <li key={horse.id} className="flex">
                <HorseCard horse={horse} />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
