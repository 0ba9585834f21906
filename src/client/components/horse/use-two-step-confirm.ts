import { useCallback, useEffect, useRef, useState } from 'react';

/** docs/product.md §P9: the delete confirmation window is 3 seconds. */
export const CONFIRM_WINDOW_MS = 3000;

/**
 * A two-step action: the first call arms it, a second call within the window runs it; left alone it
 * disarms after the window.
 */
export function useTwoStepConfirm(action: () => void, windowMs = CONFIRM_WINDOW_MS) {
  const [armed, setArmed] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const trigger = useCallback(() => {
    clearTimeout(timer.current);
    if (armed) {
      setArmed(false);
      action();
      return;
    }
    setArmed(true);
    timer.current = setTimeout(() => setArmed(false), windowMs);
  }, [armed, action, windowMs]);

  return { armed, trigger };
}
