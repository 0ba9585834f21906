import { useEffect, useState } from 'react';
import { NOTIFICATION_MESSAGES } from '#contract/notifications';
import { Button } from '#client/components/ui/button';
import {
  PushRefused,
  deviceState,
  switchOffThisDevice,
  switchOnThisDevice,
  type DeviceState,
} from '#client/lib/push-device';
import { serverText } from '#client/lib/request-errors';
import { NoticePreferencesCard } from './notice-preferences-card';

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
  return (
    <NoticePreferencesCard title="Phone and browser notifications" contentClassName="grid gap-4">
      {(preferenceSwitch) => (
        <>
          <ThisDevice />
          <fieldset className="grid gap-1">
            <legend className="mb-1 text-base font-semibold text-ink">Notify me about</legend>
            {preferenceSwitch('pushMessages', 'New messages')}
            {preferenceSwitch('pushRequests', 'New visit and share requests')}
            {preferenceSwitch(
              'pushDecisions',
              'Answers and changes to visits and shares (accepted, declined, cancelled, skipped, ending)',
            )}
          </fieldset>
          <p className="text-sm text-muted">
            A notification here replaces the e-mail for that conversation, and you hear at most once every few
            minutes about one conversation.
          </p>
        </>
      )}
    </NoticePreferencesCard>
  );
}
