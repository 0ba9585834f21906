import { useEffect } from 'react';

/**
 * Clears a dialog's form each time the dialog opens, so it never shows what was typed for another horse
 * or member. On opening, not on submit: react-hook-form marks a form submitted after the handler runs.
 */
export function useResetOnOpen(open: boolean, reset: () => void): void {
  useEffect(() => {
    if (open) reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on opening; `reset` may be a new closure each render
  }, [open]);
}
