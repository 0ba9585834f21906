import type { ReactElement, ReactNode } from 'react';
import type { NoticePreferences } from '#contract/safety';
import { SAFETY_MESSAGES } from '#contract/safety';
import { Checkbox } from '#client/components/ui/checkbox';
import { QueryCard } from '#client/components/ui/query-content';
import { toast } from '#client/components/ui/use-toast';
import { useNoticePreferences, useSaveNoticePreferences } from '#client/lib/queries/safety';
import { serverText } from '#client/lib/request-errors';

/** One of the member's notice switches, as a tickbox saved the moment it changes. */
export type PreferenceSwitch = (name: keyof NoticePreferences, label: string) => ReactElement;

/**
 * A card of the member's notice preferences (GET/PUT /api/users/me/notices), shared by the e-mail and the
 * push cards: while a change saves, every switch shows the new value and waits; a failure says why.
 */
export function NoticePreferencesCard({
  title,
  contentClassName,
  children,
}: {
  title: string;
  contentClassName: string;
  children: (preferenceSwitch: PreferenceSwitch) => ReactNode;
}) {
  const preferences = useNoticePreferences();
  const save = useSaveNoticePreferences();
  return (
    <QueryCard
      title={title}
      contentClassName={contentClassName}
      query={preferences}
      loadingLabel="Loading your notification preference"
      failed="Failed to fetch your notification preference"
    >
      {(stored) => {
        const shown = save.isPending ? save.variables : stored;
        const preferenceSwitch: PreferenceSwitch = (name, label) => (
          <Checkbox
            label={label}
            checked={shown[name]}
            disabled={save.isPending}
            onChange={(event) =>
              save.mutate(
                { ...shown, [name]: event.target.checked },
                {
                  onSuccess: () => toast({ title: SAFETY_MESSAGES.noticesSaved }),
                  onError: (err) =>
                    toast({ variant: 'destructive', title: 'Could not save', description: serverText(err) }),
                },
              )
            }
          />
        );
        return <>{children(preferenceSwitch)}</>;
      }}
    </QueryCard>
  );
}
