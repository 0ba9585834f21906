import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ReactElement, ReactNode } from 'react';

export interface TooltipProps {
  content: ReactNode;
  /** One focusable element (button or link). */
  children: ReactElement;
  side?: 'top' | 'right' | 'bottom' | 'left';
}

/** docs/product.md §P9: tooltip delay 700 ms. */
export const TOOLTIP_DELAY_MS = 700;

/**
 * A Radix tooltip with its own provider (700 ms delay): a provider at the app root would put Radix's
 * positioning code into every page's first load, while only a few pages show a tooltip.
 */
export function Tooltip({ content, children, side = 'top' }: TooltipProps) {
  return (
    <TooltipPrimitive.Provider delayDuration={TOOLTIP_DELAY_MS}>
      <TooltipPrimitive.Root>
        <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            side={side}
            sideOffset={6}
            className="z-50 max-w-xs rounded-lg bg-ink px-3 py-1.5 text-sm text-cream shadow-md"
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-ink" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}
