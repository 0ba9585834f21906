import { useEffect, useState } from 'react';
import { NOTIFICATION_MESSAGES } from '#contract/notifications';
import type { NoticePreferences } from '#contract/safety';
import { SAFETY_MESSAGES } from '#contract/safety';
import { Button } from '#client/components/ui/button';
import { Checkbox } from '#client/components/ui/checkbox';
import { QueryCard } from '#client/components/ui/query-content';
import { toast } from '#client/components/ui/use-toast';
import {
  PushRefused,
  deviceState,
  switchOffThisDevice,
  switchOnThisDevice,
  type DeviceState,
} from '#client/lib/push-device';
import { useNoticePreferences, useSaveNoticePreferences } from '#client/lib/queries/safety';
import { serverText } from '#client/lib/request-errors';

const STATE_WORDS: Record<DeviceState, string> = {
  unsupported: NOTIFICATION_MESSAGES.unsupported,
  blocked: NOTIFICATION_MESSAGES.refused,
  off: NOTIFICATION_MESSAGES.off,
  on: NOTIFICATION_MESSAGES.on,
};

/** This browser's notifications: switched on or off here, one device at a time (decision 0030). */
function ThisDevice() {
  const [state, setState] = useState<DeviceState | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    deviceState()
      .then((now) => live && setState(now))
      .catch(() => live && setState('unsupported'));
    return () => {
      live = false;
    };
  }, []);

  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await action();
    } catch (err) {
      setProblem(err instanceof PushRefused ? err.message : serverText(err) || NOTIFICATION_MESSAGES.failed);
    } finally {
      setState(await deviceState().catch((): DeviceState => 'unsupported'));
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-3 rounded-md border border-line p-4">
      <h3 className="text-lg font-semibold text-ink">Notifications on this device</h3>
      <p role="status" className="text-sm text-ink" data-testid="push-device-state">
        {state === null ? 'Checking this device…' : (problem ?? STATE_WORDS[state])}
      </p>
      {state === 'off' || state === 'on' ? (
        <div>
          <Button
            type="button"
            variant={state === 'on' ? 'outline' : 'primary'}
            disabled={busy}
            aria-busy={busy}
            onClick={() => void run(state === 'on' ? switchOffThisDevice : switchOnThisDevice)}
          >
            {state === 'on' ? 'Turn off notifications' : 'Turn on notifications'}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * Push notifications (decision 0030): this device's switch, and the kinds the member wants on every
 * device they switched on. A member is never told twice about one conversation within a few minutes,
 * whether by push or e-mail.
 */
export function PushNotificationsCard() {
  const preferences = useNoticePreferences();
  const save = useSaveNoticePreferences();
  return (
    <QueryCard
      title="Phone and browser notifications"
      contentClassName="grid gap-4"
      query={preferences}
      loadingLabel="Loading your notification preference"
      failed="Failed to fetch your notification preference"
    >
      {(stored) => {
        const shown = save.isPending ? save.variables : stored;
        const change = (next: Partial<NoticePreferences>) =>
          save.mutate(
            { ...shown, ...next },
            {
              onSuccess: () => toast({ title: SAFETY_MESSAGES.noticesSaved }),
              onError: (err) =>
                toast({ variant: 'destructive', title: 'Could not save', description: serverText(err) }),
            },
          );
        return (
          <>
            <ThisDevice />
            <fieldset className="grid gap-1">
              <legend className="mb-1 text-base font-semibold text-ink">Notify me about</legend>
              <Checkbox
                label="New messages"
                checked={shown.pushMessages}
                disabled={save.isPending}
                onChange={(event) => change({ pushMessages: event.target.checked })}
              />
              <Checkbox
                label="New visit requests"
                checked={shown.pushRequests}
                disabled={save.isPending}
                onChange={(event) => change({ pushRequests: event.target.checked })}
              />
              <Checkbox
                label="Answers to visit requests (accepted, declined, cancelled)"
                checked={shown.pushDecisions}
                disabled={save.isPending}
                onChange={(event) => change({ pushDecisions: event.target.checked })}
              />
            </fieldset>
            <p className="text-sm text-muted">
              A notification here replaces the e-mail for that conversation, and you hear at most once every
              few minutes about one conversation.
            </p>
          </>
        );
      }}
    </QueryCard>
  );
}
