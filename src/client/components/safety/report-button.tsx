import { Flag } from 'lucide-react';
import { useState } from 'react';
import {
  REPORT_REASON_LABELS,
  REPORT_REASONS,
  ReportCreateSchema,
  SAFETY_LIMITS,
  type ReportCreateInput,
} from '#contract/safety';
import { ReasonAndNoteFields, useContractForm } from '#client/components/form';
import { Button } from '#client/components/ui/button';
import { DialogForm } from '#client/components/ui/dialog-form';
import { labelledOptions } from '#client/components/ui/select';
import { toast } from '#client/components/ui/use-toast';
import { cn } from '#client/lib/cn';
import { useReport, type ReportTarget } from '#client/lib/queries/safety';
import { serverText } from '#client/lib/request-errors';

const REASON_OPTIONS = labelledOptions(REPORT_REASONS, REPORT_REASON_LABELS);

/** What the member fills in; the target comes from the button. */
const ReportFormSchema = ReportCreateSchema.pick({ reason: true, detail: true });

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
  // The reason starts unchosen: the select's prompt, which the schema refuses with its message.
  const form = useContractForm(ReportFormSchema, { defaultValues: { reason: undefined, detail: '' } });
  const report = useReport();

  const submit = ({ reason, detail }: Pick<ReportCreateInput, 'reason' | 'detail'>) =>
    report.mutate(
      { ...target, reason, detail: detail || null },
      {
        onSuccess: (reply) => {
          setOpen(false);
          form.reset();
          toast({ title: 'Report sent', description: reply.message });
        },
        onError: (err) => {
          form.showServerErrors(err);
          toast({ variant: 'destructive', title: 'Could not send the report', description: serverText(err) });
        },
      },
    );

  return (
    <>
      <Button
        type="button"
        variant="ghost"
        size={compact ? 'icon' : 'sm'}
        className={cn(compact && 'text-muted', className)}
        onClick={() => {
          form.clearErrors();
          setOpen(true);
        }}
        aria-label={compact ? `Report ${what}` : undefined}
      >
        <Flag aria-hidden="true" className="size-4" />
        {compact ? null : 'Report'}
      </Button>
      <DialogForm
        open={open}
        onClose={() => setOpen(false)}
        title={`Report ${what}`}
        description="Our team reviews every report. The member is not told who reported them."
        form={form}
        onValid={submit}
        pending={report.isPending}
        submitLabel="Send report"
        pendingLabel="Sending..."
      >
        <ReasonAndNoteFields
          form={form.fields}
          reasons={REASON_OPTIONS}
          note="detail"
          noteLabel="Anything else we should know (optional)"
          noteMaxLength={SAFETY_LIMITS.reportDetailMaxLength}
        />
      </DialogForm>
    </>
  );
}
