import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import type { AdminUser } from '#contract/admin';
import { VerificationStatusBadge } from '#client/components/member/verification-status-badge';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { USER_TYPE_LABELS } from '#client/lib/format';
import { formatDate } from './format';
import { PagedList, TabSection, usePaging } from './list-states';
import { useAdminUsers } from './api';

/** Users: every member with the fields admins may see (docs/product.md §M6), searchable by name or e-mail. */
export function UsersTab() {
  const [draft, setDraft] = useState('');
  const [q, setQ] = useState('');
  const paging = usePaging();
  const list = useAdminUsers({ q, ...paging.page });

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQ(draft.trim());
    paging.setOffset(0);
  };

  const total = list.data?.total ?? 0;
  return (
    <TabSection headingId="users-heading" title="Users">
      <form role="search" onSubmit={onSearch} className="flex flex-wrap items-end gap-2">
        <div className="grid min-w-0 flex-1 gap-2">
          <Label htmlFor="admin-user-search">Search by name or email</Label>
          <Input
            id="admin-user-search"
            type="search"
            value={draft}
            maxLength={100}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        <Button type="submit" variant="primary">
          <Search aria-hidden="true" className="size-4" />
          Search
        </Button>
      </form>
      <PagedList
        query={list}
        loadingLabel="Loading members"
        summary={
          <p className="text-sm text-muted" aria-live="polite">
            {q ? `${total} members match “${q}”` : `${total} members`}
          </p>
        }
        empty={q ? 'No member matches this search.' : 'No members yet.'}
        paging={paging}
        pagerLabel="Member pages"
        listClassName="grid gap-3 md:grid-cols-2"
        keyOf={(user) => user.id}
        renderItem={(user) => <UserCard user={user} />}
      />
    </TabSection>
  );
}

function UserCard({ user }: { user: AdminUser }) {
  const facts: [string, string | null][] = [
    ['Email', user.email],
    ['Phone', user.phone],
    ['Location', user.location],
    ['Postcode', user.postcode],
    ['Joined', formatDate(user.createdAt)],
    ['Bio', user.bio],
  ];
  return (
    <Card className="grid h-full gap-3 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold break-words text-ink">
          {user.firstName} {user.lastName}
        </h3>
        <Badge>{USER_TYPE_LABELS[user.userType]}</Badge>
        <VerificationStatusBadge status={user.verificationStatus} />
      </div>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-muted">{label}</dt>
            <dd className="break-words text-ink">{value || 'Not given'}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
