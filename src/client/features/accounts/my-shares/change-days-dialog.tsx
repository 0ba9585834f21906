import { Controller } from 'react-hook-form';
import { ShareChangeSchema } from '#contract/shares';
import { weekdaysInWords } from '#contract/rules/weekdays';
import { shortDay } from '#contract/rules/visit-words';
import { useContractForm } from '#client/components/form';
import { WeekdayToggles } from '#client/components/requests/weekday-toggles';
import { DialogForm } from '#client/components/ui/dialog-form';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { sendFromDialog, useResetOnOpen, type ShareDialogProps } from './share-dialogs';

/**
 * "Change days": new weekdays from a day, proposed to the other member, who accepts or declines; until
 * then the days stay as they are. A weekday the owner's time does not fall on is refused by the server,
 * which names it beside the days.
 */
export function ChangeDaysDialog(props: ShareDialogProps & { today: string }) {
  const { share, today, otherName, open, onClose, call } = props;
  const form = useContractForm(ShareChangeSchema, {
    defaultValues: { weekdays: share.weekdays, fromDate: today },
  });
  useResetOnOpen(open, () => form.reset({ weekdays: share.weekdays, fromDate: today }));
  const errors = form.formState.errors;
  return (
    <DialogForm
      open={open}
      onClose={onClose}
      title="Change days"
      description={`${otherName} is asked to agree. Until then, the days stay as they are.`}
      form={form}
      onValid={(body) =>
        sendFromDialog(props, form, { path: 'change', body }, () => ({
          title: 'New days proposed',
          description: `${weekdaysInWords(body.weekdays)} from ${shortDay(body.fromDate)}, once ${otherName} agrees.`,
        }))
      }
      pending={call.isPending}
      submitLabel="Propose new days"
      pendingLabel="Sending..."
    >
      <Controller
        control={form.control}
        name="weekdays"
        render={({ field }) => (
          <WeekdayToggles
            legend="New days of the week"
            value={field.value}
            onChange={field.onChange}
            error={errors.weekdays?.message}
            inputRef={field.ref}
          />
        )}
      />
      <FormField label="From" required error={errors.fromDate?.message}>
        <Input type="date" min={today} {...form.register('fromDate')} />
      </FormField>
    </DialogForm>
  );
}
