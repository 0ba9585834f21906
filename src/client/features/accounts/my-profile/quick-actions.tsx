import { MessageSquare, Search } from 'lucide-react';
import type { SessionUser } from '#contract/users';
import { paths } from '#client/lib/paths';
import { LinkButton } from '#client/components/ui/link-button';

/**
 * Quick actions: enthusiasts browse; both reach their messages. An owner's Add a Horse is in My Horses,
 * the one place it is (issue 32: it was here too, one above the other on a phone).
 */
export function QuickActions({ user }: { user: SessionUser }) {
  return (
    <nav aria-label="Quick actions" className="flex flex-col gap-3 sm:flex-row">
      {user.userType === 'owner' ? null : (
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
