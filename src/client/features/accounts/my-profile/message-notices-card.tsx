import type { NoticePreferences } from '#contract/safety';
import { SAFETY_LIMITS, SAFETY_MESSAGES } from '#contract/safety';
import { Checkbox } from '#client/components/ui/checkbox';
import { QueryCard } from '#client/components/ui/query-content';
import { toast } from '#client/components/ui/use-toast';
import { useNoticePreferences, useSaveNoticePreferences } from '#client/lib/queries/safety';
import { serverText } from '#client/lib/request-errors';

/**
 * The member's notice e-mails (issue #18): one when a message arrives while they are away, and the
 * reminder the day before a visit. Each can also be switched off from the mail itself (decision 0026).
 */
export function MessageNoticesCard() {
  const preferences = useNoticePreferences();
  const save = useSaveNoticePreferences();
  return (
    <QueryCard
      title="E-mail notifications"
      contentClassName="grid gap-2"
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
            <Checkbox
              label="E-mail me when I receive a message while I am away"
              checked={shown.messageNotices}
              disabled={save.isPending}
              onChange={(event) => change({ messageNotices: event.target.checked })}
            />
            <p className="text-sm text-muted">
              At most one e-mail per conversation every {SAFETY_LIMITS.noticeEveryHours} hours, and only after{' '}
              {SAFETY_LIMITS.noticeAfterIdleMinutes} minutes away from the site.
            </p>
            <Checkbox
              label="E-mail me a reminder the day before a visit"
              checked={shown.visitReminders}
              disabled={save.isPending}
              onChange={(event) => change({ visitReminders: event.target.checked })}
            />
          </>
        );
      }}
    </QueryCard>
  );
}
