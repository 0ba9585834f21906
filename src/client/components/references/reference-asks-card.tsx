import { useState, type ReactNode } from 'react';
import {
  REFERENCE_LIMITS,
  REFERENCE_MESSAGES,
  REFERENCE_RELATIONSHIP_LABELS,
  REFERENCE_RELATIONSHIPS,
  ReferenceAskSchema,
  type OwnReference,
  type ReferenceAskInput,
  type ReferenceAskState,
} from '#contract/references';
import { useContractForm } from '#client/components/form';
import { Button } from '#client/components/ui/button';
import { TitledCard } from '#client/components/ui/card';
import { DialogForm } from '#client/components/ui/dialog-form';
import { FormField } from '#client/components/ui/form-field';
import { QueryContent } from '#client/components/ui/query-content';
import { RegisteredInput } from '#client/components/ui/registered-input';
import { OptionSelect, labelledOptions } from '#client/components/ui/select';
import { toast } from '#client/components/ui/use-toast';
import { reviewDate } from '#client/lib/format';
import { useOwnReferenceAsks, useReferenceAskActions } from '#client/lib/queries/references';
import { serverText } from '#client/lib/request-errors';
import { ReferenceItem } from './reference-list';

const capitalised = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
const RELATIONSHIP_OPTIONS = labelledOptions(
  REFERENCE_RELATIONSHIPS,
  Object.fromEntries(
    REFERENCE_RELATIONSHIPS.map((code) => [code, capitalised(REFERENCE_RELATIONSHIP_LABELS[code])]),
  ) as Record<(typeof REFERENCE_RELATIONSHIPS)[number], string>,
);

/** Where an ask stands, in the member's words. */
function stateWords(ask: OwnReference): string {
  const words: Record<ReferenceAskState, string> = {
    waiting: `Asked ${reviewDate(ask.askedAt)}: waiting for an answer (the link works until ${reviewDate(ask.expiresAt)})`,
    answered: 'Answered: on your profile',
    expired: `Not answered: the link expired on ${reviewDate(ask.expiresAt)}`,
    withdrawn: 'You withdrew this ask',
    hidden: 'Hidden by our team after a report',
  };
  return words[ask.state];
}

/**
 * Sends an ask, a new one or the same again after its link expired, and says how it went: "Reference
 * asked", or why not (beside the form's fields when `fieldErrors` places the server's words there).
 */
function useSendAsk() {
  const { ask } = useReferenceAskActions();
  const send = (
    input: ReferenceAskInput,
    then: { onAsked?: () => void; fieldErrors?: (err: unknown) => boolean } = {},
  ) =>
    ask.mutate(input, {
      onSuccess: () => {
        then.onAsked?.();
        toast({ title: 'Reference asked', description: REFERENCE_MESSAGES.asked(input.refereeName) });
      },
      onError: (err) => {
        if (!then.fieldErrors?.(err))
          toast({ variant: 'destructive', title: 'Could not ask', description: serverText(err) });
      },
    });
  return { send, pending: ask.isPending };
}

/** Ask someone: their name, their e-mail address and how they know the member. */
function AskDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useContractForm(ReferenceAskSchema, {
    defaultValues: { refereeName: '', refereeEmail: '', relationship: undefined },
  });
  const ask = useSendAsk();
  const submit = (input: ReferenceAskInput) =>
    ask.send(input, {
      onAsked: () => {
        onOpenChange(false);
        form.reset();
      },
      fieldErrors: form.showServerErrors,
    });
  return (
    <DialogForm
      open={open}
      onClose={() => onOpenChange(false)}
      title="Ask for a reference"
      description={`We e-mail them a link that works once, for ${REFERENCE_LIMITS.linkLifetimeDays} days. Their first name and answers show on your profile; their address never does.`}
      form={form}
      onValid={submit}
      pending={ask.pending}
      submitLabel="Send the ask"
      pendingLabel="Sending..."
    >
      <RegisteredInput form={form.fields} name="refereeName" label="Their name" required autoComplete="off" />
      <RegisteredInput
        form={form.fields}
        name="refereeEmail"
        label="Their e-mail address"
        type="email"
        required
        autoComplete="off"
      />
      <FormField label="How they know you" required error={form.formState.errors.relationship?.message}>
        <OptionSelect {...form.register('relationship')} prompt="Choose one" options={RELATIONSHIP_OPTIONS} />
      </FormField>
    </DialogForm>
  );
}

/** What the member may do with one ask: a small button under it. */
function AskAction({
  pending,
  onClick,
  children,
}: {
  pending: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      className="justify-self-start"
      disabled={pending}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** One ask: who, where it stands, and what the member may do with it. */
function AskRow({ ask }: { ask: OwnReference }) {
  const { withdraw } = useReferenceAskActions();
  const again = useSendAsk();
  return (
    <li className="grid gap-2 border-b border-line pb-4 last:border-b-0 last:pb-0">
      <p className="font-semibold wrap-anywhere">
        {ask.refereeName} <span className="font-normal text-muted wrap-anywhere">({ask.refereeEmail})</span>
      </p>
      <p className="text-sm text-muted">{stateWords(ask)}</p>
      {ask.reference ? (
        <ul>
          <ReferenceItem reference={ask.reference} reportable={false} />
        </ul>
      ) : null}
      {ask.state === 'waiting' ? (
        <AskAction pending={withdraw.isPending} onClick={() => withdraw.mutate(ask.id)}>
          Withdraw the ask to {ask.refereeName}
        </AskAction>
      ) : null}
      {ask.state === 'expired' ? (
        <AskAction
          pending={again.pending}
          onClick={() =>
            again.send({
              refereeName: ask.refereeName,
              refereeEmail: ask.refereeEmail,
              relationship: ask.relationship,
            })
          }
        >
          Ask {ask.refereeName} again
        </AskAction>
      ) : null}
    </li>
  );
}

/**
 * My Profile's references (decision 0055): whom the rider asked, who answered, asking again after a link
 * expired, and a new ask (up to three people on record, three asks a week).
 */
export function ReferenceAsksCard() {
  const asks = useOwnReferenceAsks();
  const [open, setOpen] = useState(false);
  return (
    <TitledCard title="References" contentClassName="grid gap-4">
      <p className="text-sm text-muted">
        Owners trust riders others vouch for. Ask up to {REFERENCE_LIMITS.maxReferees} people who have seen
        you ride (an instructor, a previous owner, a yard manager) for a short reference.
      </p>
      <QueryContent
        query={asks}
        loadingLabel="Loading your references"
        failed="Failed to fetch your references"
        empty="You have not asked anyone yet."
      >
        {(listed) => (
          <ul className="grid gap-4">
            {listed.map((ask) => (
              <AskRow key={ask.id} ask={ask} />
            ))}
          </ul>
        )}
      </QueryContent>
      <Button type="button" className="justify-self-start" onClick={() => setOpen(true)}>
        Ask for a reference
      </Button>
      <AskDialog open={open} onOpenChange={setOpen} />
    </TitledCard>
  );
}
