import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn';

/** A landing section's eyebrow, h2 and lead paragraph, centred; smaller on a phone (issue 17). */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  className,
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('mx-auto max-w-2xl text-center', className)}>
      {eyebrow ? (
        <p className="text-sm font-semibold tracking-wide text-accent uppercase">{eyebrow}</p>
      ) : null}
      <h2 id={id} className="mt-1 text-2xl font-bold text-primary sm:mt-2 sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-2 text-muted sm:mt-4 sm:text-lg">{children}</p> : null}
    </div>
  );
}
