import { CheckCircle2, Circle } from 'lucide-react';
import { gettingStarted } from '#contract/rules/getting-started';
import type { SessionUser } from '#contract/users';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card';

/** The enthusiasts' Getting Started checklist: three items, progress as n/3 and a percentage. */
export function GettingStartedCard({ user }: { user: SessionUser }) {
  const progress = gettingStarted(user);
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
