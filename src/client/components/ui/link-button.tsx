import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Button, type ButtonSize, type ButtonVariant } from './button';

/** An in-app link with a button's look and a leading icon (the icon is decoration: the words name it). */
export function LinkButton({
  href,
  icon: Icon,
  iconClassName = 'size-5',
  variant,
  size,
  children,
}: {
  href: string;
  icon: LucideIcon;
  iconClassName?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
}) {
  return (
    <Button asChild variant={variant} size={size}>
      <Link href={href}>
        <Icon aria-hidden="true" className={iconClassName} />
        {children}
      </Link>
    </Button>
  );
}
