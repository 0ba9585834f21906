import { SAFETY_LIMITS } from '#contract/safety';
import { NoticePreferencesCard } from './notice-preferences-card';

/**
 * The member's notice e-mails (issue #18): one when a message arrives while they are away, and the
 * reminder the day before a visit. Each can also be switched off from the mail itself (decision 0026).
 */
export function MessageNoticesCard() {
  return (
    <NoticePreferencesCard title="E-mail notifications" contentClassName="grid gap-2">
      {(preferenceSwitch) => (
        <>
          {preferenceSwitch('messageNotices', 'E-mail me when I receive a message while I am away')}
          <p className="text-sm text-muted">
            At most one e-mail per conversation every {SAFETY_LIMITS.noticeEveryHours} hours, and only after{' '}
            {SAFETY_LIMITS.noticeAfterIdleMinutes} minutes away from the site.
          </p>
          {preferenceSwitch('visitReminders', 'E-mail me a reminder the day before a visit')}
        </>
      )}
    </NoticePreferencesCard>
  );
}
