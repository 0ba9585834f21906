import { Link } from 'wouter';
import { paths } from '#client/lib/paths';
import { useSavedHorses } from '#client/lib/queries/saved';
import { HorseCardGrid, HorsesQueryCard } from './horse-card-list';

/**
 * "Saved horses" in My Profile (issue 18): the horses the member saved, most recent first, each with its
 * heart to unsave; a deleted horse is simply gone. Also links to the saved searches.
 */
export function SavedHorsesCard() {
  const horses = useSavedHorses();
  return (
    <HorsesQueryCard
      title="Saved horses"
      aside={
        <Link href={paths.savedSearches()} className="text-sm font-semibold text-primary underline">
          Saved searches and alerts
        </Link>
      }
      query={horses}
      loadingLabel="Loading your saved horses"
      failed="Failed to fetch your saved horses"
      empty={
        <>
          No saved horses yet. Press the heart on a horse you like to keep it here.{' '}
          <Link href={paths.browse()} className="font-semibold text-primary underline">
            Browse horses
          </Link>
        </>
      }
    >
      {(saved) => <HorseCardGrid horses={saved} />}
    </HorsesQueryCard>
  );
}
