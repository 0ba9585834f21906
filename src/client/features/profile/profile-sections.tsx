import type { PublicUser } from '#contract/users';
import { TitledCard } from '#client/components/ui/card';
import { QueryContent } from '#client/components/ui/query-content';
import { Spinner } from '#client/components/ui/spinner';
import { HorseCardGrid } from '#client/components/horse/horse-card-list';
import { useOwnerHorses } from '#client/lib/queries/horses';

const NOT_SPECIFIED = 'Not specified';

/** About: the member's bio, and for owners their experience (enthusiasts have their own card for it). */
export function AboutCard({ user }: { user: PublicUser }) {
  return (
    <TitledCard title={`About ${user.firstName}`} contentClassName="grid gap-4">
      <p className="whitespace-pre-line text-ink">
        {user.bio || `${user.firstName} has not written a bio yet.`}
      </p>
      {user.userType === 'owner' ? (
        <div className="grid gap-1">
          <h3 className="text-sm font-semibold text-muted">Experience</h3>
          <p className="whitespace-pre-line">{user.experience || NOT_SPECIFIED}</p>
        </div>
      ) : null}
    </TitledCard>
  );
}

/** An owner's horses (GET /api/horses?ownerId=), or "No horses listed yet". */
export function OwnerHorsesSection({ ownerId }: { ownerId: number }) {
  const horses = useOwnerHorses(ownerId);
  // A listing the moderators hid is in its owner's own list only (My Horses says why): not a profile's.
  const listed = {
    isPending: horses.isPending,
    isError: horses.isError,
    data: horses.data?.filter((horse) => !horse.hiddenByModerators),
  };
  return (
    <TitledCard title="Horses">
      <QueryContent
        query={listed}
        loadingLabel="Loading horses"
        loading={<Spinner label="Loading horses" />}
        failed="Failed to fetch horses"
        empty="No horses listed yet"
      >
        {(listed) => <HorseCardGrid horses={listed} className="lg:grid-cols-3" />}
      </QueryContent>
    </TitledCard>
  );
}

/** An enthusiast's experience and what they are looking for. */
export function ExperienceCard({ user }: { user: PublicUser }) {
  return (
    <TitledCard title="Experience & Preferences">
      <dl className="grid gap-3">
        <div className="grid gap-1">
          <dt className="text-sm font-semibold text-muted">Experience</dt>
          <dd className="whitespace-pre-line">{user.experience || NOT_SPECIFIED}</dd>
        </div>
        <div className="grid gap-1">
          <dt className="text-sm font-semibold text-muted">Based in</dt>
          <dd>{user.location || NOT_SPECIFIED}</dd>
        </div>
      </dl>
    </TitledCard>
  );
}
