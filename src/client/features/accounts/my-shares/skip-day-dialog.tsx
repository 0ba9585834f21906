import { SHARE_LIMITS, ShareSkipSchema } from '#contract/shares';
import { useContractForm } from '#client/components/form';
import { DialogForm } from '#client/components/ui/dialog-form';
import { FormField } from '#client/components/ui/form-field';
import { OptionSelect } from '#client/components/ui/select';
import { Textarea } from '#client/components/ui/textarea';
import { sendFromDialog, useResetOnOpen, type ShareDialogProps } from './share-dialogs';
import { dayInWords } from './share-days';
import type { ShareDay } from '#contract/shares';

/** "Skip a day": one of the days still to come is called off, with an optional reason the other reads. */
export function SkipDayDialog(props: Omit<ShareDialogProps, 'share'> & { days: readonly ShareDay[] }) {
  const { days, otherName, open, onClose, call } = props;
  const first = days[0]?.date ?? '';
  const form = useContractForm(ShareSkipSchema, { defaultValues: { date: first, reason: '' } });
  useResetOnOpen(open, () => form.reset({ date: first, reason: '' }));
  const errors = form.formState.errors;
  return (
    <DialogForm
      open={open}
      onClose={onClose}
      title="Skip a day"
      description={`${otherName} is told, with your reason if you give one. The other days stay as they are.`}
      form={form}
      onValid={(body) =>
        sendFromDialog(props, form, { path: 'skip', body }, () => {
          const day = days.find((each) => each.date === body.date);
          return { title: 'Day skipped', description: day ? `${dayInWords(day)} is off.` : undefined };
        })
      }
      pending={call.isPending}
      submitLabel="Skip this day"
      pendingLabel="Saving..."
    >
      <FormField label="Day" error={errors.date?.message}>
        <OptionSelect
          options={days.map((day) => ({ value: day.date, label: dayInWords(day) }))}
          {...form.register('date')}
        />
      </FormField>
      <FormField label="Reason (optional)" error={errors.reason?.message}>
        <Textarea maxLength={SHARE_LIMITS.reasonMax} {...form.register('reason')} />
      </FormField>
    </DialogForm>
  );
}
