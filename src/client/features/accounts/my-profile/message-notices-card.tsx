import { SAFETY_LIMITS } from '#contract/safety';
import { NoticePreferencesCard } from './notice-preferences-card';

/**
 * The member's notice e-mails (issue #18, decision 0052): new requests and changes to visits and shares
 * (when no device of theirs takes them), a message still unread a few minutes later, and the reminder
 * the day before a visit. Each can also be switched off from the mail itself (decision 0026); a request
 * or a change still shows under the bell.
 */
export function MessageNoticesCard() {
  return (
    <NoticePreferencesCard title="E-mail notifications" contentClassName="grid gap-2">
      {(preferenceSwitch) => (
        <>
          {preferenceSwitch('emailRequests', 'E-mail me new visit and share requests')}
          {preferenceSwitch(
            'emailDecisions',
            'E-mail me answers and changes to my visits and shares (accepted, declined, cancelled, skipped, ending)',
          )}
          {preferenceSwitch('messageNotices', 'E-mail me a message I have not read after a few minutes')}
          <p className="text-sm text-muted">
            At most one e-mail per conversation every {SAFETY_LIMITS.noticeEveryHours} hours. A device with
            notifications switched on is told instead of an e-mail.
          </p>
          {preferenceSwitch('visitReminders', 'E-mail me a reminder the day before a visit')}
        </>
      )}
    </NoticePreferencesCard>
  );
}
