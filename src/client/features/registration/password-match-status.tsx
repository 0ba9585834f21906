import { CircleCheck, CircleX } from 'lucide-react';

/**
 * Live feedback under the confirmation (docs/product.md §M2): "Passwords match" or "Passwords don't match",
 * once something has been typed in the confirmation. The region is polite so typing is not interrupted.
 */
export function PasswordMatchStatus({
  id,
  password,
  confirmPassword,
}: {
  id: string;
  password: string;
  confirmPassword: string;
}) {
  const matches = password === confirmPassword;
  return (
    <p id={id} aria-live="polite" className="min-h-5 text-sm font-medium">
      {confirmPassword ? (
        matches ? (
          <span className="inline-flex items-center gap-1.5 text-success">
            <CircleCheck aria-hidden="true" className="size-4" />
            Passwords match
          </span>
        ) : (
          <span className="inline-flex items-center gap-1.5 text-danger">
            <CircleX aria-hidden="true" className="size-4" />
            Passwords don&apos;t match
          </span>
        )
      ) : null}
    </p>
  );
}
