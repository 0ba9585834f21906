import { useState, type FormEvent } from 'react';
import { ACCOUNT_DELETION_EFFECTS, PROFILE_MESSAGES } from '#contract/profile';
import { ApiError, errorMessage } from '#client/lib/api';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Dialog } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { useDeleteAccount } from '../api';

/** The two lists the dialog shows, under their headings. */
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
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [futureVisits, setFutureVisits] = useState<string>();
  const remove = useDeleteAccount();

  function close(next: boolean) {
    if (remove.isPending) return;
    if (!next) {
      setPassword('');
      setError(undefined);
      setFutureVisits(undefined);
    }
    onOpenChange(next);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setError(PROFILE_MESSAGES.passwordRequired);
      return;
    }
    setError(undefined);
    remove.mutate(
      { password, confirmFutureVisits: futureVisits !== undefined },
      {
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409)
            setFutureVisits(err.serverMessage ?? PROFILE_MESSAGES.futureVisits);
          else
            setError(
              err instanceof ApiError
                ? (err.fieldErrors?.password?.[0] ?? errorMessage(err))
                : errorMessage(err),
            );
        },
      },
    );
  }

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
        <FormField label="Your password" required error={error}>
          <Input
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
          />
        </FormField>
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
