import { SAFETY_LIMITS, SAFETY_MESSAGES } from '#contract/safety';
import { Checkbox } from '#client/components/ui/checkbox';
import { QueryCard } from '#client/components/ui/query-content';
import { toast } from '#client/components/ui/use-toast';
import { useNoticePreferences, useSaveNoticePreferences } from '#client/lib/queries/safety';
import { serverText } from '#client/lib/request-errors';

/** The member's choice of an e-mail when a message arrives while they are away (issue #18). */
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
      {(preference) => (
        <>
          <Checkbox
            label="E-mail me when I receive a message while I am away"
            checked={save.isPending ? save.variables.messageNotices : preference.messageNotices}
            disabled={save.isPending}
            onChange={(event) =>
              save.mutate(
                { messageNotices: event.target.checked },
                {
                  onSuccess: () => toast({ title: SAFETY_MESSAGES.noticesSaved }),
                  onError: (err) =>
                    toast({
                      variant: 'destructive',
                      title: 'Could not save',
                      description: serverText(err),
                    }),
                },
              )
            }
          />
          <p className="text-sm text-muted">
            At most one e-mail per conversation every {SAFETY_LIMITS.noticeEveryHours} hours, and only after{' '}
            {SAFETY_LIMITS.noticeAfterIdleMinutes} minutes away from the site.
          </p>
        </>
      )}
    </QueryCard>
  );
}
