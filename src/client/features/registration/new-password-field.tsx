import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import type { RegisteredFields } from '#client/components/ui/registered-input';
import { PasswordStrength } from '#client/components/ui/password-strength';
import { PasswordStrengthHints } from './password-strength-hints';

/**
 * The new password of either registration form: the field, the live checklist of the rules its call
 * enforces (the field's description), and the strength meter, which leans away from the member's own
 * name and e-mail.
 */
export function NewPasswordField({
  id,
  form,
  password,
  userInputs,
}: {
  id: string;
  form: RegisteredFields<'password'>;
  password: string;
  userInputs: string[];
}) {
  const rulesId = `${id}-password-rules`;
  return (
    <div className="grid gap-2">
      <FormField label="Password" error={form.errors.password?.message} required>
        <Input
          {...form.register('password')}
          type="password"
          autoComplete="new-password"
          aria-describedby={rulesId}
        />
      </FormField>
      <PasswordStrengthHints id={rulesId} password={password} />
      <PasswordStrength password={password} userInputs={userInputs} />
    </div>
  );
}
