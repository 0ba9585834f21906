import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A modal dialog (Radix): focus is trapped inside and returns on close, the rest of the page is hidden
 * from screen readers, Escape, a click outside and the close button dismiss it, and the title and
 * description are announced.
 */
export function Dialog({ open, onOpenChange, title, description, children, className }: DialogProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/60" />
        <RadixDialog.Content
          // Without a description Radix would warn; say there is none instead.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={cn(
            'fixed left-1/2 top-1/2 z-50 grid max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border border-line bg-cream p-6 text-ink shadow-lg',
            className,
          )}
        >
          <RadixDialog.Title className="pr-10 text-xl font-semibold text-ink">{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description asChild>
              <div className="text-sm text-muted">{description}</div>
            </RadixDialog.Description>
          ) : null}
          {children}
          <RadixDialog.Close
            className="absolute right-3 top-3 flex size-11 items-center justify-center rounded-md text-muted hover:bg-primary-soft"
            aria-label="Close"
          >
            <X aria-hidden="true" className="size-5" />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
