import { MessageSquare, PlusCircle, Search } from 'lucide-react';
import type { SessionUser } from '#contract/users';
import { paths } from '#client/lib/paths';
import { LinkButton } from '#client/components/ui/link-button';

/** Quick actions by member type: owners add horses, enthusiasts browse; both reach their messages. */
export function QuickActions({ user }: { user: SessionUser }) {
  return (
    <nav aria-label="Quick actions" className="flex flex-col gap-3 sm:flex-row">
      {user.userType === 'owner' ? (
        <LinkButton href={paths.addHorse()} icon={PlusCircle} iconClassName="size-4" variant="accent">
          Add a Horse
        </LinkButton>
      ) : (
        <LinkButton href={paths.browse()} icon={Search} iconClassName="size-4" variant="accent">
          Browse Horses
        </LinkButton>
      )}
      <LinkButton href={paths.messages()} icon={MessageSquare} iconClassName="size-4" variant="outline">
        Messages
      </LinkButton>
    </nav>
  );
}
