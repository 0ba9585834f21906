import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import type { RegisteredFields } from '#client/components/ui/registered-input';
import { PasswordMatchStatus } from './password-match-status';

/** Confirm password with the live "Passwords match" / "Passwords don't match" line under it. */
export function ConfirmPasswordField(props: {
  id: string;
  form: RegisteredFields<'confirmPassword'>;
  password: string;
  confirmPassword: string;
}) {
  const matchId = `${props.id}-match`;
  return (
    <div className="grid gap-1">
      <FormField label="Confirm password" error={props.form.errors.confirmPassword?.message} required>
        <Input
          {...props.form.register('confirmPassword')}
          type="password"
          autoComplete="new-password"
          aria-describedby={matchId}
        />
      </FormField>
      <PasswordMatchStatus id={matchId} password={props.password} confirmPassword={props.confirmPassword} />
    </div>
  );
}
