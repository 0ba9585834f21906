import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Card, CardContent } from '#client/components/ui/card';
import { Input } from '#client/components/ui/input';
import { Label } from '#client/components/ui/label';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useCalendarFeed, useCalendarFeedActions } from './api';

/**
 * The member's private calendar feed of accepted visits (issue 27). The secret address is shown once,
 * when made (only its hash is kept); a new one stops the old, and the feed can be stopped at any time.
 */
export function CalendarFeedCard() {
  const feed = useCalendarFeed();
  const { make, stop } = useCalendarFeedActions();
  const [address, setAddress] = useState<string | null>(null);
  const failed = (err: unknown) =>
    toast({ variant: 'destructive', title: 'Something went wrong', description: errorMessage(err) });
  const create = () =>
    make.mutate(undefined, {
      onSuccess: ({ path }) => setAddress(`${window.location.origin}${path}`),
      onError: failed,
    });
  const active = feed.data?.active ?? false;
  return (
    <Card>
      <CardContent className="grid gap-3 p-4 sm:p-5">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-ink">
          <CalendarPlus aria-hidden="true" className="size-5 text-primary" />
          Your visits in your calendar
        </h2>
        <p className="text-sm text-muted">
          Subscribe once and every accepted visit appears in your phone's or computer's calendar. The address
          is private: anyone who has it can read your visits, so make a new one if it gets out.
        </p>
        {address ? (
          <div className="grid gap-2">
            <Label htmlFor="calendar-feed-address">
              Your calendar address (copy it now: it is shown once)
            </Label>
            <Input id="calendar-feed-address" readOnly value={address} onFocus={(e) => e.target.select()} />
            <div className="flex flex-wrap gap-2">
              <a href={address.replace(/^https?:/, 'webcal:')} className={buttonClasses('primary', 'sm')}>
                Subscribe in your calendar
              </a>
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  void navigator.clipboard?.writeText(address).then(() => toast({ title: 'Address copied' }))
                }
              >
                Copy address
              </Button>
            </div>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          {!address ? (
            <Button
              size="sm"
              variant={active ? 'outline' : 'primary'}
              disabled={make.isPending}
              onClick={create}
            >
              {active ? 'Make a new address' : 'Get a calendar address'}
            </Button>
          ) : null}
          {active || address ? (
            <Button
              size="sm"
              variant="outline"
              disabled={stop.isPending}
              onClick={() =>
                stop.mutate(undefined, {
                  onSuccess: () => {
                    setAddress(null);
                    toast({ title: 'Calendar feed stopped' });
                  },
                  onError: failed,
                })
              }
            >
              Stop the feed
            </Button>
          ) : null}
        </div>
        {active && !address ? (
          <p className="text-sm text-muted">You have a calendar address. Making a new one stops the old.</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
