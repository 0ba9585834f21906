import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';
import { cn } from '#client/lib/cn';
import { Label } from './label';

interface ControlProps {
  id?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  'aria-required'?: boolean;
}

export interface FormFieldProps {
  label: ReactNode;
  /** One control (Input, Textarea, Select ...); it receives id, aria-describedby and aria-invalid. */
  children: ReactElement<ControlProps>;
  /** The control's id; generated when absent (an id on the child wins). */
  id?: string;
  /** Help text shown under the label (or under the control, with hintBelow). */
  hint?: ReactNode;
  /** Puts the hint under the control, so side-by-side fields keep their controls level. */
  hintBelow?: boolean;
  /** Error message; shown in the danger colour and linked with aria-describedby. */
  error?: string | undefined;
  required?: boolean;
  className?: string;
}

export function FormField({
  label,
  children,
  id,
  hint,
  hintBelow = false,
  error,
  required,
  className,
}: FormFieldProps) {
  const generatedId = useId();
  const controlId = children.props.id ?? id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy =
    [children.props['aria-describedby'], hintId, errorId].filter(Boolean).join(' ') || undefined;

  const hintText = (
    <p id={hintId} className="text-sm text-muted">
      {hint}
    </p>
  );

  return (
    <div className={cn('grid content-start gap-2', className)}>
      <Label htmlFor={controlId}>
        {label}
        {required ? (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </Label>
      {hint && !hintBelow ? hintText : null}
      {cloneElement(children, {
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : children.props['aria-invalid'],
        'aria-required': required ? true : children.props['aria-required'],
      })}
      {hint && hintBelow ? hintText : null}
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  );
}
