import { X } from 'lucide-react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
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
 * A modal dialog on the browser's own <dialog>: showModal() traps focus, makes the rest of the page inert
 * and returns focus on close; Escape and the close button dismiss it; title and description are announced.
 * (@radix-ui/react-dialog is not installed in this tree; the API matches its controlled use, so swapping
 * it in later changes only this file.)
 */
export function Dialog({ open, onOpenChange, title, description, children, className }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      // jsdom has no showModal(); the attribute alone shows it there.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onOpenChange(false);
      }}
      className={cn(
        'fixed inset-0 m-auto max-h-[90vh] w-[calc(100vw-2rem)] max-w-md overflow-y-auto rounded-xl border border-line bg-cream p-6 text-ink shadow-lg backdrop:bg-ink/60',
        className,
      )}
    >
      {open ? (
        <div className="grid gap-4">
          <h2 id={titleId} className="pr-10 text-xl font-semibold text-ink">
            {title}
          </h2>
          {description ? (
            <div id={descriptionId} className="text-sm text-muted">
              {description}
            </div>
          ) : null}
          {children}
          <button
            type="button"
            onClick={() => onOpenChange(false)}
            className="absolute right-3 top-3 flex size-11 items-center justify-center rounded-md text-muted hover:bg-primary-soft"
            aria-label="Close"
          >
            <X aria-hidden="true" className="size-5" />
          </button>
        </div>
      ) : null}
    </dialog>
  );
}
