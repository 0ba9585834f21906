import { MessageSquare, PlusCircle, Search } from 'lucide-react';
import { Link } from 'wouter';
import type { SessionUser } from '#contract/users';
import { paths } from '#client/lib/paths';
import { Button } from '#client/components/ui/button';

/** Quick actions by member type: owners add horses, enthusiasts browse; both reach their messages. */
export function QuickActions({ user }: { user: SessionUser }) {
  return (
    <nav aria-label="Quick actions" className="flex flex-col gap-3 sm:flex-row">
      {user.userType === 'owner' ? (
        <Button asChild variant="accent">
          <Link href={paths.addHorse()}>
            <PlusCircle aria-hidden="true" className="size-4" />
            Add a Horse
          </Link>
        </Button>
      ) : (
        <Button asChild variant="accent">
          <Link href={paths.browse()}>
            <Search aria-hidden="true" className="size-4" />
            Browse Horses
          </Link>
        </Button>
      )}
      <Button asChild variant="outline">
        <Link href={paths.messages()}>
          <MessageSquare aria-hidden="true" className="size-4" />
          Messages
        </Link>
      </Button>
    </nav>
  );
}
