import { CheckCircle2, Circle } from 'lucide-react';
import { gettingStarted, ownerGettingStarted } from '#contract/rules/getting-started';
import type { SessionUser } from '#contract/users';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';
import { useOwnerHorses } from '#client/lib/queries/horses';

/** The enthusiasts' Getting Started checklist: three items, progress as n/3 and a percentage. */
export function GettingStartedCard({ user }: { user: SessionUser }) {
  return <GettingStartedList progress={gettingStarted(user)} />;
}

/** The owners' checklist, from their record and their listed horses (shown once the horses are known). */
export function OwnerGettingStartedCard({ user }: { user: SessionUser }) {
  const horses = useOwnerHorses(user.id);
  if (!horses.data) return null;
  return <GettingStartedList progress={ownerGettingStarted({ ...user, horseCount: horses.data.length })} />;
}

function GettingStartedList({ progress }: { progress: ReturnType<typeof gettingStarted> }) {
  return (
    <Card>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle>Getting Started</CardTitle>
        <span className="font-semibold text-primary">
          {progress.done}/{progress.total} ({progress.percent}%)
        </span>
      </CardHeader>
      <CardContent className="grid gap-3">
        <progress
          className="h-2 w-full accent-primary"
          max={progress.total}
          value={progress.done}
          aria-label={`Getting Started: ${progress.done} of ${progress.total} done`}
        />
        <ul className="grid gap-2">
          {progress.items.map((item) => (
            <li key={item.key} className="flex items-center gap-2">
              {item.done ? (
                <CheckCircle2 aria-hidden="true" className="size-5 text-success" />
              ) : (
                <Circle aria-hidden="true" className="size-5 text-muted" />
              )}
              <span className={item.done ? 'text-ink' : 'text-muted'}>{item.label}</span>
              <span className="sr-only">{item.done ? '(done)' : '(to do)'}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
