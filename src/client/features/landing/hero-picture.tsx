import { cn } from '#client/lib/cn';

/** Drawn by scripts/build-hero-image.ts at these widths (4:3), a few KB each. */
const WIDTHS = [320, 640, 960] as const;
const src = (width: number) => `/images/hero-horse-${width}.webp`;

/**
 * The hero's horse: a file in the repository (design.md §9: no image fetched from the internet), with its
 * size given so nothing moves as it arrives (CLS 0), and a srcset so a phone fetches the smallest. On a
 * phone it is a small picture beside the claims, kept smaller than the heading so the heading stays the
 * first large paint; from sm it heads the claims card.
 */
export function HeroPicture({ className }: { className?: string }) {
  return (
    <img
      src={src(640)}
      srcSet={WIDTHS.map((width) => `${src(width)} ${width}w`).join(', ')}
      sizes="(min-width: 1024px) 26rem, (min-width: 640px) 36rem, 7rem"
      width={640}
      height={480}
      alt="Drawing of a chestnut horse standing in a fenced field at sunset"
      decoding="async"
      className={cn('aspect-[4/3] h-auto rounded-2xl object-cover', className)}
    />
  );
}
