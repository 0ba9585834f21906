import { useState } from 'react';
import { ACCOUNT_DELETION_EFFECTS, AccountDeletionSchema, PROFILE_MESSAGES } from '#contract/profile';
import { useContractForm } from '#client/components/form';
import { ApiError, errorMessage } from '#client/lib/api';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { RegisteredInput } from '#client/components/ui/registered-input';
import { useDeleteAccount } from '../api';

/** The two lists the dialog shows, under their headings. */
/** The password the dialog asks for, checked by the contract's rule. */
const PasswordSchema = AccountDeletionSchema.pick({ password: true });

const DELETION_EFFECT_LISTS = [
  { heading: 'What goes', lines: ACCOUNT_DELETION_EFFECTS.removed },
  { heading: 'What stays', lines: ACCOUNT_DELETION_EFFECTS.kept },
];

/**
 * Deleting the account, confirmed by password. Says exactly what goes and what stays; an owner with
 * accepted visits to come is told (409) and asked to confirm once more.
 */
export function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useContractForm(PasswordSchema, { defaultValues: { password: '' } });
  const [futureVisits, setFutureVisits] = useState<string>();
  const remove = useDeleteAccount();

  function close(next: boolean) {
    if (remove.isPending) return;
    if (!next) {
      form.reset();
      setFutureVisits(undefined);
    }
    onOpenChange(next);
  }

  const submit = form.handleSubmit(({ password }) =>
    remove.mutate(
      { password, confirmFutureVisits: futureVisits !== undefined },
      {
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409) {
            setFutureVisits(err.serverMessage ?? PROFILE_MESSAGES.futureVisits);
            return;
          }
          // The server's password message beside the field; any other failure is said there too.
          if (!form.showServerErrors(err)) {
            form.setError('password', { type: 'server', message: errorMessage(err) }, { shouldFocus: true });
          }
        },
      },
    ),
  );

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title="Delete your account?"
      description="This cannot be undone."
    >
      <div className="grid gap-3 text-sm">
        {DELETION_EFFECT_LISTS.map(({ heading, lines }) => (
          <div key={heading}>
            <h3 className="font-semibold text-ink">{heading}</h3>
            <ul className="list-disc pl-5 text-muted">
              {lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        ))}
        <p className="text-muted">We will send a confirmation to your email address.</p>
      </div>
      {futureVisits ? <Alert variant="danger">{futureVisits}</Alert> : null}
      <form onSubmit={submit} noValidate className="grid gap-4">
        <RegisteredInput
          form={form.fields}
          name="password"
          label="Your password"
          required
          type="password"
          autoComplete="current-password"
        />
        <div className="flex flex-col gap-3 sm:flex-row">
          <Button type="submit" variant="destructive" disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : futureVisits ? 'Delete anyway' : 'Delete my account'}
          </Button>
          <Button type="button" variant="outline" disabled={remove.isPending} onClick={() => close(false)}>
            Keep my account
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
