import { Link } from 'wouter';
import { paths } from '#client/lib/paths';

/** "<lead> FAQs or contact us." with both links in the page's own link style. */
export function FaqsOrContact({
  lead,
  linkClassName,
  className,
}: {
  /** The words before the links, e.g. "Questions? Read our". */
  lead: string;
  linkClassName: string;
  className?: string;
}) {
  return (
    <p className={className}>
      {lead}{' '}
      <Link href={paths.faqs()} className={linkClassName}>
        FAQs
      </Link>{' '}
      or{' '}
      <Link href={paths.contactUs()} className={linkClassName}>
        contact us
      </Link>
      .
    </p>
  );
}
