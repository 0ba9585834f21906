import { Ban, EyeOff, X } from 'lucide-react';
import { useState } from 'react';
import {
  REPORT_REASON_LABELS,
  ReportDecisionSchema,
  SAFETY_LIMITS,
  type AdminReport,
  type ReportDecisionInput,
} from '#contract/safety';
import { RegisteredTextarea, useContractForm } from '#client/components/form';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { DialogForm } from '#client/components/ui/dialog-form';
import { toast } from '#client/components/ui/use-toast';
import { cn } from '#client/lib/cn';
import { serverText } from '#client/lib/request-errors';
import { useAdminReports, useDecideReport } from './api';
import { formatDateTime } from './format';
import { PagedList, TabSection, usePaging } from './list-states';

const TARGET_LABELS: Record<AdminReport['targetType'], string> = {
  member: 'Member',
  horse: 'Horse listing',
  message: 'Message',
  review: 'Review',
};

const DONE: Record<ReportDecisionInput['action'], string> = {
  dismiss: 'Report dismissed',
  hide: 'Item hidden',
  suspend: 'Member suspended',
};

const STATUS_LABELS: Record<AdminReport['status'], string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  hidden: 'Item hidden',
  suspended: 'Member suspended',
};

const nameOf = (member: { firstName: string; lastName: string }) =>
  `${member.firstName} ${member.lastName}`.trim() || 'Deleted member';

/**
 * Reports: what members reported, animal-welfare concerns first and then oldest first; dismiss, hide
 * the item, or suspend the member.
 */
export function ReportsTab() {
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const paging = usePaging();
  const list = useAdminReports({ ...paging.page, status });
  const decide = useDecideReport();
  const [suspending, setSuspending] = useState<AdminReport | null>(null);
  // The dialog's decision is always a suspension; the schema then asks for its reason.
  const suspension = useContractForm(ReportDecisionSchema, {
    defaultValues: { action: 'suspend', reason: '' },
  });

  const send = (report: AdminReport, input: ReportDecisionInput) =>
    decide.mutate(
      { id: report.id, ...input },
      {
        onSuccess: () => {
          setSuspending(null);
          suspension.reset();
          toast({ title: DONE[input.action], description: `Report #${report.id}` });
        },
        onError: (err) => {
          if (input.action === 'suspend') suspension.showServerErrors(err);
          toast({
            variant: 'destructive',
            title: 'Could not save the decision',
            description: serverText(err),
          });
        },
      },
    );

  const confirmSuspension = (input: ReportDecisionInput) => {
    if (suspending) send(suspending, input);
  };

  return (
    <TabSection headingId="reports-heading" title="Reports">
      <div role="group" aria-label="Which reports" className="flex flex-wrap gap-2">
        {(['open', 'closed'] as const).map((value) => (
          <Button
            key={value}
            size="sm"
            variant={status === value ? 'primary' : 'outline'}
            aria-pressed={status === value}
            onClick={() => {
              setStatus(value);
              paging.setOffset(0);
            }}
          >
            {value === 'open' ? 'Open' : 'Reviewed'}
          </Button>
        ))}
      </div>
      <PagedList
        query={list}
        loadingLabel="Loading reports"
        empty={status === 'open' ? 'No reports are waiting for a decision.' : 'No reports reviewed yet.'}
        paging={paging}
        pagerLabel="Report pages"
        listClassName="grid gap-4"
        keyOf={(report) => report.id}
        renderItem={(report) => (
          <Card
            className={cn(
              'grid gap-3 p-4',
              report.reason === 'animal-welfare' && report.status === 'open' && 'border-2 border-danger',
            )}
          >
            <div className="flex flex-wrap items-center gap-2">
              {report.reason === 'animal-welfare' ? <Badge variant="danger">Animal welfare</Badge> : null}
              <Badge>{TARGET_LABELS[report.targetType]}</Badge>
              <h3 className="text-lg font-semibold text-ink">{REPORT_REASON_LABELS[report.reason]}</h3>
              {report.status === 'open' ? null : <Badge>{STATUS_LABELS[report.status]}</Badge>}
            </div>
            <p className="text-sm text-muted">
              {nameOf(report.reporter)} reported {nameOf(report.reported)}
              {report.reported.suspended ? ' (suspended)' : ''} on{' '}
              <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
            </p>
            {report.excerpt ? (
              <blockquote className="wrap-anywhere whitespace-pre-line rounded-lg border-l-4 border-line bg-cream p-3 text-ink">
                {report.excerpt}
              </blockquote>
            ) : null}
            {report.detail ? (
              <p className="wrap-anywhere text-sm text-ink">
                <span className="font-semibold">Detail: </span>
                {report.detail}
              </p>
            ) : null}
            {report.status === 'open' ? (
              <div className="flex flex-wrap gap-3">
                <Button
                  variant="outline"
                  disabled={decide.isPending}
                  onClick={() => send(report, { action: 'dismiss' })}
                  aria-label={`Dismiss report #${report.id}`}
                >
                  <X aria-hidden="true" className="size-5" />
                  Dismiss
                </Button>
                {report.targetType === 'member' ? null : (
                  <Button
                    variant="outline"
                    disabled={decide.isPending || report.hidden}
                    onClick={() => send(report, { action: 'hide' })}
                    aria-label={`Hide the reported ${TARGET_LABELS[report.targetType].toLowerCase()} of report #${report.id}`}
                  >
                    <EyeOff aria-hidden="true" className="size-5" />
                    Hide {TARGET_LABELS[report.targetType].toLowerCase()}
                  </Button>
                )}
                <Button
                  variant="destructive"
                  disabled={decide.isPending || report.reported.suspended}
                  onClick={() => {
                    suspension.clearErrors();
                    setSuspending(report);
                  }}
                  aria-label={`Suspend ${nameOf(report.reported)}`}
                >
                  <Ban aria-hidden="true" className="size-5" />
                  Suspend member
                </Button>
              </div>
            ) : null}
          </Card>
        )}
      />
      <DialogForm
        open={suspending !== null}
        onOpenChange={(open) => (open ? undefined : setSuspending(null))}
        title={suspending ? `Suspend ${nameOf(suspending.reported)}?` : 'Suspend member'}
        description="They will be signed out everywhere and cannot sign in again; their profile and listings are hidden. The reason below is e-mailed to them."
        form={suspension}
        onValid={confirmSuspension}
        pending={decide.isPending}
        submitLabel="Suspend member"
        pendingLabel="Suspending..."
        submitVariant="destructive"
      >
        <RegisteredTextarea
          form={suspension.fields}
          name="reason"
          label="Reason sent to the member"
          required
          maxLength={SAFETY_LIMITS.suspensionReasonMaxLength}
        />
      </DialogForm>
    </TabSection>
  );
}
