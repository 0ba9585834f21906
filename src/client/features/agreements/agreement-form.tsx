import {
  AGREEMENT_LIMITS,
  AGREEMENT_MESSAGES,
  AGREEMENT_TERMS,
  AgreementTermsInputSchema,
  INSURANCE_ANSWER_LABELS,
  INSURANCE_ANSWERS,
  RIDING_TERMS,
  type AgreementView,
} from '#contract/agreements';
import { RegisteredTextarea, useContractForm } from '#client/components/form';
import { Button } from '#client/components/ui/button';
import { Checkbox } from '#client/components/ui/checkbox';
import { FormField } from '#client/components/ui/form-field';
import { RegisteredInput } from '#client/components/ui/registered-input';
import { Select } from '#client/components/ui/select';
import { toast } from '#client/components/ui/use-toast';
import { errorMessage } from '#client/lib/api';
import { useAgreementActions } from './api';

const LONG = ['duties', 'tack', 'ifHorseUnwell', 'ifSharerHurt'] as const;
const CALLS = ['vet', 'farrier', 'emergencyContact'] as const;
const PAPERS = ['passportNumber', 'microchip'] as const;
const INSURANCE = ['ownerInsuranceCoversRider', 'riderHasOwnCover'] as const;

/** A group of the form's fields under its own heading. */
function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-3 rounded-2xl border border-line p-4">
      <legend className="px-1 text-lg font-semibold text-primary">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The owner's part of the agreement, checked by the contract's schema (the server's own). Saving makes
 * the next version, accepted by the owner as they save it; the other member is asked to accept it.
 */
export function AgreementForm({
  agreement,
  onDone,
  onCancel,
}: {
  agreement: AgreementView;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const form = useContractForm(AgreementTermsInputSchema, { defaultValues: agreement.terms });
  const { save } = useAgreementActions(agreement.requestId);
  const errors = form.formState.errors;
  const onSubmit = form.handleSubmit((terms) =>
    save.mutate(terms, {
      onSuccess: (saved) => {
        toast({ title: AGREEMENT_MESSAGES.saved, description: `Version ${saved.version}` });
        onDone();
      },
      onError: (err) => {
        form.showServerErrors(err);
        toast({ variant: 'destructive', title: 'Could not save', description: errorMessage(err) });
      },
    }),
  );
  const sharer = agreement.facts.sharer.name.split(' ')[0] ?? 'the sharer';
  return (
    <form className="grid gap-4 print:hidden" onSubmit={onSubmit} aria-label="Your part of the agreement">
      <Group title="Riding allowed">
        <div className="grid gap-1 sm:grid-cols-2">
          {RIDING_TERMS.map((name) => (
            <Checkbox key={name} label={AGREEMENT_TERMS[name].label} {...form.register(name)} />
          ))}
        </div>
        <RegisteredInput
          form={form.fields}
          name="longestRide"
          label={AGREEMENT_TERMS.longestRide.label}
          placeholder="For example: two hours"
          maxLength={AGREEMENT_LIMITS.shortMax}
        />
      </Group>
      <Group title="Duties, tack and what to do">
        {LONG.map((name) => (
          <RegisteredTextarea
            key={name}
            form={form.fields}
            name={name}
            label={AGREEMENT_TERMS[name].label}
            maxLength={AGREEMENT_LIMITS.textMax}
          />
        ))}
      </Group>
      <Group title="Who to call">
        {CALLS.map((name) => (
          <RegisteredInput
            key={name}
            form={form.fields}
            name={name}
            label={AGREEMENT_TERMS[name].label}
            placeholder="A name and a phone number"
            maxLength={AGREEMENT_LIMITS.shortMax}
          />
        ))}
      </Group>
      <Group title="The horse's papers">
        <p className="text-sm text-muted">Only you and {sharer} see these, here and in the PDF.</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {PAPERS.map((name) => (
            <RegisteredInput
              key={name}
              form={form.fields}
              name={name}
              label={AGREEMENT_TERMS[name].label}
              maxLength={AGREEMENT_LIMITS.idMax}
            />
          ))}
        </div>
      </Group>
      <Group title="Insurance">
        <p className="text-sm text-muted">Both of you see these answers. If you are not sure, say so.</p>
        {INSURANCE.map((name) => (
          <FormField key={name} label={AGREEMENT_TERMS[name].label} error={errors[name]?.message}>
            <Select {...form.register(name)}>
              {INSURANCE_ANSWERS.map((answer) => (
                <option key={answer} value={answer}>
                  {INSURANCE_ANSWER_LABELS[answer]}
                </option>
              ))}
            </Select>
          </FormField>
        ))}
      </Group>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save and accept'}
        </Button>
        {onCancel ? (
          <Button type="button" variant="outline" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </form>
  );
}
