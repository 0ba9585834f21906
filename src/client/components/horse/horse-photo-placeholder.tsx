import { Camera } from 'lucide-react';
import { cn } from '#client/lib/cn';

export type PlaceholderVariant = 'card' | 'browse' | 'detail';

/** Shown instead of a photo until one is approved (docs/product.md §P4); never a broken image. */
export function HorsePhotoPlaceholder({
  variant,
  className,
  iconOnlyOnPhone = false,
}: {
  variant: PlaceholderVariant;
  className?: string;
  /** A phone's narrow photo column (compact browse cards): the icon shows, the words are for screen readers. */
  iconOnlyOnPhone?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex size-full flex-col items-center justify-center gap-1 bg-primary-soft p-4 text-center text-primary',
        className,
      )}
    >
      <Camera aria-hidden="true" className={variant === 'detail' ? 'size-12' : 'size-8'} />
      {variant === 'browse' ? (
        <p className={cn('font-semibold', iconOnlyOnPhone && 'sr-only sm:not-sr-only')}>
          Pending Approval - Photo under review for safety
        </p>
      ) : (
        <>
          <p className={cn('font-semibold', variant === 'detail' && 'text-xl')}>Pending Approval</p>
          <p className="text-sm text-muted">
            {variant === 'detail'
              ? 'Photos of this horse are being reviewed for safety and will appear once approved.'
              : 'Photo under review'}
          </p>
        </>
      )}
    </div>
  );
}
