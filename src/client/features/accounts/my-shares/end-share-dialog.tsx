import { SHARE_LIMITS, ShareEndSchema } from '#contract/shares';
import { useContractForm } from '#client/components/form';
import { DialogForm } from '#client/components/ui/dialog-form';
import { FormField } from '#client/components/ui/form-field';
import { Textarea } from '#client/components/ui/textarea';
import { sendFromDialog, useResetOnOpen, type ShareDialogProps } from './share-dialogs';
import { dayInWords, lastDayOf, lastDayWithNotice } from './share-days';

/**
 * "End share": with the usual notice, saying before it is sent which day will be the last (the server's
 * rule: notice from today, or the share's own end when sooner), and after it, the last day the reply names.
 */
export function EndShareDialog(props: ShareDialogProps & { today: string }) {
  const { share, today, otherName, open, onClose, call } = props;
  const form = useContractForm(ShareEndSchema, { defaultValues: { reason: '' } });
  useResetOnOpen(open, () => form.reset({ reason: '' }));
  const last = lastDayWithNotice(share, today);
  return (
    <DialogForm
      open={open}
      onClose={onClose}
      title={`End the share of ${share.horse.name}?`}
      description={`With ${SHARE_LIMITS.noticeDays} days' notice, ${
        last ? `the last day will be ${dayInWords(last)}` : 'there are no more days'
      }; the days after it are dropped. ${otherName} is told, with your reason if you give one.`}
      form={form}
      onValid={(body) =>
        sendFromDialog(props, form, { path: 'end', body }, (ended) => {
          const lastDay = lastDayOf(ended);
          return {
            title: 'Share ended',
            description: lastDay ? `The last day is ${dayInWords(lastDay)}.` : 'There are no more days.',
          };
        })
      }
      pending={call.isPending}
      submitLabel="End share"
      pendingLabel="Ending..."
      submitVariant="destructive"
    >
      <FormField label="Reason (optional)" error={form.formState.errors.reason?.message}>
        <Textarea maxLength={SHARE_LIMITS.reasonMax} {...form.register('reason')} />
      </FormField>
    </DialogForm>
  );
}
