import type { ReactNode } from 'react';

/**
 * A link that opens in a new tab and says so to screen readers. `rel` keeps noopener always; the donation
 * links leave out noreferrer so the payment pages can see where a donor came from.
 */
export function NewTabLink({
  href,
  className,
  rel = 'noopener noreferrer',
  children,
}: {
  href: string;
  className?: string;
  rel?: 'noopener' | 'noopener noreferrer';
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel={rel} className={className}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
