import type { ReactNode } from 'react';

type IconProps = { className?: string };

/**
 * A simple line-drawn brand glyph (lucide has none), drawn inline so nothing is fetched at run time:
 * every icon is the same 24-unit stroked frame around its own shapes.
 */
function glyph(displayName: string, shapes: ReactNode) {
  function Glyph({ className }: IconProps) {
    return (
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        className={className}
      >
        {shapes}
      </svg>
    );
  }
  Glyph.displayName = displayName;
  return Glyph;
}

export const FacebookIcon = glyph(
  'FacebookIcon',
  <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
);

export const InstagramIcon = glyph(
  'InstagramIcon',
  <>
    <rect x="2" y="2" width="20" height="20" rx="5" ry="5" />
    <circle cx="12" cy="12" r="4" />
    <line x1="17.5" y1="6.5" x2="17.51" y2="6.5" />
  </>,
);

export const XIcon = glyph(
  'XIcon',
  <>
    <path d="M4 4h4.5L20 20h-4.5z" />
    <path d="M20 4l-6.6 7.4M4 20l6.6-7.4" />
  </>,
);

export const TikTokIcon = glyph(
  'TikTokIcon',
  <>
    <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5" />
    <path d="M14 3c.4 2.6 2.4 4.6 5 5" />
  </>,
);
