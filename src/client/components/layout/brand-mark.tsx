import { Link } from 'wouter';
import { cn } from '#client/lib/cn';
import { paths } from '#client/lib/paths';

/** The site's mark: a horseshoe, drawn inline (no images fetched at run time). */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <path
        d="M6 3.5V11a6 6 0 0 0 12 0V3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="3.2"
        strokeLinecap="round"
      />
      <g fill="currentColor" className="text-cream">
        <circle cx="6" cy="6.5" r="0.8" />
        <circle cx="6.2" cy="10.5" r="0.8" />
        <circle cx="18" cy="6.5" r="0.8" />
        <circle cx="17.8" cy="10.5" r="0.8" />
      </g>
    </svg>
  );
}

/** The site's name with its mark, linking home (navbar and footer, in their own colours). */
export function BrandLink({
  siteName,
  className,
  markClassName,
}: {
  siteName: string;
  className: string;
  markClassName: string;
}) {
  return (
    <Link
      href={paths.home()}
      className={cn('inline-flex min-h-11 items-center gap-2 text-xl font-bold', className)}
    >
      <BrandMark className={cn('size-7', markClassName)} />
      {siteName}
    </Link>
  );
}
