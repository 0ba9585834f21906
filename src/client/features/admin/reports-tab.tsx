import { Ban, Eye, EyeOff, FileText, X } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
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
import { paths } from '#client/lib/paths';
import { serverText } from '#client/lib/request-errors';
import { useAdminReports, useDecideReport } from './api';
import { memberViewPath } from './audit-log-tab';
import { formatDateTime } from './format';
import { useListingActions } from './listing-moderation';
import { PagedList, TabSection, usePaging } from './list-states';

const TARGET_LABELS: Record<AdminReport['targetType'], string> = {
  member: 'Member',
  horse: 'Horse listing',
  message: 'Message',
  review: 'Review',
  reference: 'Reference',
  agreement: 'Agreement',
};

/** What "hide" cannot take away: a member is suspended instead, and an agreement is the members' own. */
const hideable = (type: AdminReport['targetType']) => type !== 'member' && type !== 'agreement';

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

/**
 * How a reviewed report stands; an item hidden and since shown again by Unhide says so. An undo opens the
 * reports its hide settled again: after one, only a report settled by an earlier decision reads so.
 */
const statusLabel = (report: AdminReport) =>
  report.status === 'hidden' && !report.hidden ? 'Hidden, since shown again' : STATUS_LABELS[report.status];

const nameOf = (member: { firstName: string; lastName: string }) =>
  `${member.firstName} ${member.lastName}`.trim() || 'Deleted member';

const linkClass = 'font-semibold text-primary underline underline-offset-2 hover:text-accent';

/** A member of a report, linked to the admin's view of them (Users tab): where to act on them. */
function MemberLink({ member }: { member: AdminReport['reporter'] }) {
  return (
    <Link href={memberViewPath(member.id)} className={linkClass}>
      {nameOf(member)}
    </Link>
  );
}

/** The reported horse: its page while shown, else its name (its page is gone for all but its owner). */
function ReportedHorse({ report }: { report: AdminReport }) {
  const name = report.excerpt ?? `Horse #${report.targetId}`;
  return (
    <p className="text-sm text-ink">
      <span className="font-semibold">Listing: </span>
      {report.hidden ? (
        <>
          <span className="font-semibold">{name}</span> (hidden)
        </>
      ) : (
        <Link href={paths.horse(report.targetId)} className={linkClass}>
          {name}
        </Link>
      )}
    </p>
  );
}

/** The reported horse as the listing's actions name it. */
const horseOf = (report: AdminReport) => ({
  id: report.targetId,
  name: report.excerpt ?? `Horse #${report.targetId}`,
});

/**
 * Reports: what members reported, animal-welfare concerns first and then oldest first; dismiss, hide
 * the item (a horse with a reason and a minute's undo, and Unhide later: decision 0058), or suspend the
 * member. Both members link to the admin's view of them, and a horse shown to the public to its page. A
 * reported agreement is read on its own page (decision 0053).
 */
export function ReportsTab() {
  const [status, setStatus] = useState<'open' | 'closed'>('open');
  const paging = usePaging();
  const list = useAdminReports({ ...paging.page, status });
  const decide = useDecideReport();
  const listing = useListingActions();
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
      {listing.panel}
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
              {report.status === 'open' ? null : <Badge>{statusLabel(report)}</Badge>}
            </div>
            <p className="text-sm text-muted">
              <MemberLink member={report.reporter} /> reported <MemberLink member={report.reported} />
              {report.reported.suspended ? ' (suspended)' : ''} on{' '}
              <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
            </p>
            {report.targetType === 'horse' ? <ReportedHorse report={report} /> : null}
            {report.excerpt && report.targetType !== 'horse' ? (
              <blockquote className="wrap-anywhere whitespace-pre-line rounded-lg border-l-4 border-line bg-cream p-3 text-ink">
                {report.excerpt}
              </blockquote>
            ) : null}
            {report.targetType === 'agreement' ? (
              <Link
                href={paths.adminAgreement(report.targetId)}
                className="inline-flex items-center gap-2 justify-self-start font-semibold text-primary underline underline-offset-2 hover:text-accent"
              >
                <FileText aria-hidden="true" className="size-5" />
                Read the agreement
                <span className="sr-only"> of report #{report.id}</span>
              </Link>
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
                {report.targetType === 'horse' ? (
                  <Button
                    variant="outline"
                    disabled={listing.busy || report.hidden}
                    onClick={() => listing.startHide(horseOf(report))}
                    aria-label={`Hide the reported horse listing of report #${report.id}`}
                  >
                    <EyeOff aria-hidden="true" className="size-5" />
                    Hide horse listing
                  </Button>
                ) : hideable(report.targetType) ? (
                  <Button
                    variant="outline"
                    disabled={decide.isPending || report.hidden}
                    onClick={() => send(report, { action: 'hide' })}
                    aria-label={`Hide the reported ${TARGET_LABELS[report.targetType].toLowerCase()} of report #${report.id}`}
                  >
                    <EyeOff aria-hidden="true" className="size-5" />
                    Hide {TARGET_LABELS[report.targetType].toLowerCase()}
                  </Button>
                ) : null}
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
            {/* A reviewed report keeps the listing's own Hide and Unhide (decision 0058); a suspended owner's
                listings wait for the suspension, and a horse since deleted has neither. */}
            {report.targetType === 'horse' &&
            report.excerpt !== null &&
            !report.reported.suspended &&
            (report.hidden || report.status !== 'open') ? (
              <div className="flex flex-wrap gap-3">
                {report.hidden ? (
                  <Button
                    variant="outline"
                    disabled={listing.busy}
                    onClick={() => listing.startUnhide(horseOf(report))}
                    aria-label={`Unhide the horse listing of report #${report.id}`}
                  >
                    <Eye aria-hidden="true" className="size-5" />
                    Unhide listing
                  </Button>
                ) : (
                  <Button
                    variant="outline"
                    disabled={listing.busy}
                    onClick={() => listing.startHide(horseOf(report))}
                    aria-label={`Hide the horse listing of report #${report.id}`}
                  >
                    <EyeOff aria-hidden="true" className="size-5" />
                    Hide horse listing
                  </Button>
                )}
              </div>
            ) : null}
          </Card>
        )}
      />
      {listing.dialogs}
      <DialogForm
        open={suspending !== null}
        onClose={() => setSuspending(null)}
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
