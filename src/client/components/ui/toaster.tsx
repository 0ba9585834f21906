import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '#client/lib/cn';
import { useToast } from './use-toast';

/** docs/product.md §P9: default display 5000 ms, swipe threshold 50, hotkey F8, max width 420 px. */
export const TOAST_DURATION = 5000;

/** Renders the toast store with Radix Toast; mount once, inside the app providers. */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION} swipeThreshold={50} swipeDirection="right">
      {toasts.map(({ id, title, description, variant = 'default', duration, open, onOpenChange }) => (
        <ToastPrimitive.Root
          key={id}
          open={open}
          onOpenChange={onOpenChange}
          duration={duration}
          className={cn(
            'pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-12 shadow-lg',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full',
            'data-[state=closed]:opacity-0 transition-opacity',
            variant === 'destructive'
              ? 'border-danger bg-danger text-cream'
              : 'border-line bg-cream text-ink',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{title}</ToastPrimitive.Title>
            {description ? (
              <ToastPrimitive.Description
                className={cn('text-sm', variant === 'destructive' ? 'text-cream' : 'text-muted')}
              >
                {description}
              </ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Close"
            className={cn(
              'absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-lg',
              variant === 'destructive' ? 'text-cream hover:bg-cream/15' : 'text-muted hover:bg-sand',
            )}
          >
            <X aria-hidden="true" className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      {/* data-toast-viewport: lifted above a bar fixed to the bottom of a phone's screen (styles.css). */}
      <ToastPrimitive.Viewport
        data-toast-viewport=""
        hotkey={['F8']}
        className="fixed right-0 bottom-0 z-[100] m-0 flex w-full max-w-[420px] list-none flex-col gap-2 p-4 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
