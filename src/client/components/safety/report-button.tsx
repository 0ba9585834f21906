import { Flag } from 'lucide-react';
import { useState } from 'react';
import { REPORT_REASON_LABELS, REPORT_REASONS, SAFETY_LIMITS, SAFETY_MESSAGES } from '#contract/safety';
import { Button } from '#client/components/ui/button';
import { DialogForm } from '#client/components/ui/dialog-form';
import { FormField } from '#client/components/ui/form-field';
import { labelledOptions, OptionSelect } from '#client/components/ui/select';
import { TextBoxField } from '#client/components/ui/text-box-field';
import { toast } from '#client/components/ui/use-toast';
import { cn } from '#client/lib/cn';
import { useReport, type ReportTarget } from '#client/lib/queries/safety';
import { serverText } from '#client/lib/request-errors';

const REASON_OPTIONS = labelledOptions(REPORT_REASONS, REPORT_REASON_LABELS);

/**
 * "Report" beside a member, a listing, a message or a review: a dialog with a reason from a short list and
 * optional detail, sent to the operators' Reports tab. `what` names the item for the dialog's title.
 */
export function ReportButton({
  target,
  what,
  className,
  compact = false,
}: {
  target: ReportTarget;
  /** "this member", "this listing", "this message", "this review". */
  what: string;
  className?: string;
  /** An icon-sized link-like button (inside a message or a review). */
  compact?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [detail, setDetail] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const report = useReport();

  const submit = () => {
    const code = REPORT_REASONS.find((value) => value === reason);
    if (!code) {
      setReasonError(SAFETY_MESSAGES.reasonRequired);
      return;
    }
    report.mutate(
      { ...target, reason: code, detail: detail.trim() || null },
      {
        onSuccess: (reply) => {
          setOpen(false);
          setReason('');
          setDetail('');
          toast({ title: 'Report sent', description: reply.message });
        },
        onError: (err) =>
          toast({ variant: 'destructive', title: 'Could not send the report', description: serverText(err) }),
      },
    );
  };

  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size={compact ? 'icon' : 'sm'}
        className={cn(compact && 'text-muted', className)}
        onClick={() => {
          setReasonError(undefined);
          setOpen(true);
        }}
        aria-label={compact ? `Report ${what}` : undefined}
      >
        <Flag aria-hidden="true" className="size-4" />
        {compact ? null : 'Report'}
      </Button>
      <DialogForm
        open={open}
        onOpenChange={setOpen}
        title={`Report ${what}`}
        description="Our team reviews every report. The member is not told who reported them."
        onSubmit={submit}
        pending={report.isPending}
        submitLabel="Send report"
        pendingLabel="Sending..."
      >
        <FormField label="Reason" error={reasonError} required>
          <OptionSelect
            options={REASON_OPTIONS}
            prompt="Choose a reason"
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(undefined);
            }}
          />
        </FormField>
        <TextBoxField
          label="Anything else we should know (optional)"
          value={detail}
          maxLength={SAFETY_LIMITS.reportDetailMaxLength}
          onChange={setDetail}
        />
      </DialogForm>
    </>
  );
}
