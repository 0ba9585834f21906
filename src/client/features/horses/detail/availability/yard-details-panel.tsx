import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import {
  YARD_FIELDS,
  YARD_FIELD_LABELS,
  YARD_LIMITS,
  YARD_MESSAGES,
  YardDetailsInputSchema,
  type YardDetails,
  type YardField,
} from '#contract/visits';
import { RegisteredTextarea, useContractForm } from '#client/components/form';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { Spinner } from '#client/components/ui/spinner';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { ActionsWithCancel } from './actions-with-cancel';
import { useSaveYardDetails, useYardDetails } from './yard-details-api';

const PLACEHOLDERS: Partial<Record<YardField, string>> = {
  address: 'The yard, its road and postcode',
  emergencyContact: 'A name, and how else to reach them',
};

/**
 * The owner's private yard details for this horse (issue 27): where the yard is, how to arrive, and the
 * care card. Shown to an enthusiast only with an accepted visit, from acceptance until it ends.
 */
export function YardDetailsPanel({ horseId }: { horseId: number }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="grid gap-3 rounded-2xl border border-line bg-sand p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="flex items-center gap-2 font-semibold text-ink">
          <KeyRound aria-hidden="true" className="size-4 text-primary" />
          Yard details (private)
        </h3>
        <Button size="sm" variant="outline" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? 'Close' : 'Edit yard details'}
        </Button>
      </div>
      <p className="text-sm text-muted">
        Only an enthusiast whose visit you accept sees these, until the visit ends. Never on the horse's page
        or in search.
      </p>
      {open ? <YardDetailsForm horseId={horseId} onDone={() => setOpen(false)} /> : null}
    </div>
  );
}

function YardDetailsForm({ horseId, onDone }: { horseId: number; onDone: () => void }) {
  const details = useYardDetails(horseId, true);
  if (details.isPending) return <Spinner label="Loading the yard details" />;
  if (details.isError) return <Alert variant="danger">Failed to fetch the yard details</Alert>;
  return <YardDetailsFields horseId={horseId} initial={details.data} onDone={onDone} />;
}

function YardDetailsFields({
  horseId,
  initial,
  onDone,
}: {
  horseId: number;
  initial: YardDetails;
  onDone: () => void;
}) {
  const form = useContractForm(YardDetailsInputSchema, { defaultValues: initial });
  const save = useSaveYardDetails(horseId);
  const onSubmit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () => {
        toast({ title: YARD_MESSAGES.saved });
        onDone();
      },
      onError: (err) => {
        form.showServerErrors(err);
        toast({ variant: 'destructive', title: 'Could not save', description: errorMessage(err) });
      },
    }),
  );
  return (
    <form className="grid gap-3" onSubmit={onSubmit}>
      <div className="grid gap-3 sm:grid-cols-2">
        {YARD_FIELDS.filter((field) => field !== 'emergencyMobile').map((field) => (
          <RegisteredTextarea
            key={field}
            form={form.fields}
            name={field}
            label={YARD_FIELD_LABELS[field]}
            maxLength={YARD_LIMITS.fieldMax}
            placeholder={PLACEHOLDERS[field]}
          />
        ))}
        <FormField
          label={YARD_FIELD_LABELS.emergencyMobile}
          hint="A UK mobile. Texted if a rider out on a ride is not back in time."
          error={form.formState.errors.emergencyMobile?.message}
        >
          <Input
            type="tel"
            autoComplete="off"
            placeholder="07700 900123"
            {...form.register('emergencyMobile')}
          />
        </FormField>
      </div>
      <ActionsWithCancel onCancel={onDone}>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save yard details'}
        </Button>
      </ActionsWithCancel>
    </form>
  );
}
