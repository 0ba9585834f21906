import { useState } from 'react';
import { useParams } from 'wouter';
import { z } from 'zod';
import { EXPERIENCE_LEVEL_LABELS, EXPERIENCE_LEVELS } from '#contract/options';
import {
  REFERENCE_LIMITS,
  REFERENCE_MESSAGES,
  REFERENCE_RELATIONSHIP_LABELS,
  REFERENCE_RELATIONSHIPS,
  ReferenceAnswerSchema,
  REFEREE_LINK_WORDS,
  type RefereeInvitation,
  type RefereeLink,
  type ReferenceAnswerInput,
} from '#contract/references';
import { RegisteredTextarea, useContractForm } from '#client/components/form';
import { AuthPageShell } from '#client/components/layout/auth-page-shell';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { RegisteredInput } from '#client/components/ui/registered-input';
import { labelledOptions, OptionSelect } from '#client/components/ui/select';
import { Spinner } from '#client/components/ui/spinner';
import { ApiError } from '#client/lib/api';
import { referenceKeys, useAnswerReference } from '#client/lib/queries/references';
import { serverText } from '#client/lib/request-errors';
import { usePageTitle } from '#client/lib/use-page-title';
import { useQuery } from '@tanstack/react-query';

const capitalised = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}`;
const RELATIONSHIP_OPTIONS = labelledOptions(REFERENCE_RELATIONSHIPS, (code) =>
  capitalised(REFERENCE_RELATIONSHIP_LABELS[code]),
);
const LEVEL_OPTIONS = labelledOptions(EXPERIENCE_LEVELS, EXPERIENCE_LEVEL_LABELS);
const shape = ReferenceAnswerSchema.shape;

/** The answer as the page's controls hold it (years typed, trust chosen), checked into the contract's body. */
const RefereeFormSchema = z.object({
  relationship: shape.relationship,
  knownForYears: z
    .string()
    .trim()
    .regex(/^\d{1,3}$/, REFERENCE_MESSAGES.knownForYears)
    .transform(Number)
    .pipe(shape.knownForYears),
  levelSeen: shape.levelSeen,
  wouldTrust: z.enum(['yes', 'no'], REFERENCE_MESSAGES.trustRequired).transform((answer) => answer === 'yes'),
  comment: shape.comment,
});

function AnswerForm({ token, invitation }: { token: string; invitation: RefereeInvitation }) {
  const form = useContractForm(RefereeFormSchema, {
    defaultValues: {
      relationship: invitation.relationship,
      knownForYears: '',
      levelSeen: undefined,
      wouldTrust: undefined,
      comment: '',
    },
  });
  const answer = useAnswerReference(token);
  const [done, setDone] = useState<string | null>(null);
  const rider = invitation.riderFirstName;
  if (done) return <Alert variant="success">{done}</Alert>;
  const errors = form.formState.errors;
  return (
    <form
      noValidate
      className="grid gap-4"
      aria-label={`Reference for ${rider}`}
      onSubmit={(event) =>
        void form.handleSubmit((values: ReferenceAnswerInput) =>
          answer.mutate(values, {
            onSuccess: (reply) => setDone(reply.message),
            onError: (err) => form.showServerErrors(err),
          }),
        )(event)
      }
    >
      <FormField label={`How do you know ${rider}?`} required error={errors.relationship?.message}>
        <OptionSelect {...form.register('relationship')} prompt="Choose one" options={RELATIONSHIP_OPTIONS} />
      </FormField>
      <RegisteredInput
        form={form.fields}
        name="knownForYears"
        label={`For how many years have you known ${rider}?`}
        hint="Whole years; 0 if less than one."
        type="number"
        inputMode="numeric"
        min={0}
        max={REFERENCE_LIMITS.knownForYearsMax}
        required
      />
      <FormField
        label={`The level you have seen ${rider} ride at`}
        required
        error={errors.levelSeen?.message}
      >
        <OptionSelect {...form.register('levelSeen')} prompt="Choose a level" options={LEVEL_OPTIONS} />
      </FormField>
      <FormField
        label={`Would you trust ${rider} with your own horse?`}
        required
        error={errors.wouldTrust?.message}
      >
        <OptionSelect
          {...form.register('wouldTrust')}
          prompt="Choose yes or no"
          options={[
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'Not yet' },
          ]}
        />
      </FormField>
      <RegisteredTextarea
        form={form.fields}
        name="comment"
        label="Anything owners should know (optional)"
        maxLength={REFERENCE_LIMITS.commentMax}
        rows={4}
      />
      {answer.isError && !(answer.error instanceof ApiError && answer.error.fieldErrors) ? (
        <Alert variant="danger">{serverText(answer.error) ?? 'Could not send your reference'}</Alert>
      ) : null}
      <Button type="submit" variant="accent" disabled={answer.isPending}>
        {answer.isPending ? 'Sending...' : 'Send my reference'}
      </Button>
    </form>
  );
}

/**
 * /reference/{token} (decision 0055): the page a referee opens from the mailed link, with no account. It
 * says who asks, and takes the answer once; a used, expired or withdrawn link says so.
 */
export function RefereePage() {
  const token = (useParams<{ token?: string }>().token ?? '').trim();
  usePageTitle('Give a reference');
  const link = useQuery<RefereeLink>({
    queryKey: referenceKeys.invitation(token),
    enabled: token !== '',
    retry: false,
  });
  if (link.isPending && token !== '')
    return (
      <AuthPageShell title="Give a reference">
        <Spinner label="Opening your link" showLabel />
      </AuthPageShell>
    );
  const invitation = link.data?.invitation;
  if (!invitation) {
    const state = link.data?.state;
    const words = state && state !== 'open' ? REFEREE_LINK_WORDS[state] : serverText(link.error);
    return (
      <AuthPageShell title="This link cannot be used">
        <Alert variant="info">{words ?? REFERENCE_MESSAGES.linkUnknown}</Alert>
      </AuthPageShell>
    );
  }
  const { riderFirstName, riderLastName, refereeName } = invitation;
  return (
    <AuthPageShell
      wide
      title={`A reference for ${riderFirstName} ${riderLastName}`}
      description={`Hello ${refereeName}. ${riderFirstName} asked you for a short reference. Your first name and your answers will show on their profile; your e-mail address never will. This link works once.`}
    >
      <AnswerForm token={token} invitation={invitation} />
    </AuthPageShell>
  );
}
