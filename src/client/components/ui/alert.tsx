import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '#client/lib/cn';

export type AlertVariant = 'info' | 'success' | 'danger';

const styles: Record<AlertVariant, { box: string; icon: typeof Info }> = {
  info: { box: 'border-line bg-primary-soft text-ink', icon: Info },
  success: { box: 'border-success/30 bg-success-soft text-ink', icon: CircleCheck },
  danger: { box: 'border-danger/30 bg-danger-soft text-ink', icon: CircleAlert },
};

export interface AlertProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  variant?: AlertVariant;
  title?: ReactNode;
}

/** A message box; danger alerts are announced immediately (role="alert"), the others politely. */
export function Alert({ variant = 'info', title, children, className, ...props }: AlertProps) {
  const { box, icon: Icon } = styles[variant];
  return (
    <div
      role={variant === 'danger' ? 'alert' : 'status'}
      className={cn('flex gap-3 rounded-xl border p-4', box, className)}
      {...props}
    >
      <Icon
        aria-hidden="true"
        className={cn(
          'mt-0.5 size-5 shrink-0',
          variant === 'danger' ? 'text-danger' : variant === 'success' ? 'text-success' : 'text-primary',
        )}
      />
      <div className="grid gap-1 text-sm">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
