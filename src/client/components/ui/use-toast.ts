import { useEffect, useState, type ReactNode } from 'react';

/**
 * A small toast store (shadcn style) shared by every component and by code outside React. docs/product.md §P9:
 * one toast at a time; a dismissed toast is removed from the store after 1,000,000 ms (the Radix exit
 * animation has long finished by then, and nothing re-renders it).
 */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = 'default' | 'destructive';

export interface ToastOptions {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Display time in ms; the provider's default is 5000. */
  duration?: number;
}

export interface ToasterToast extends ToastOptions {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export interface ToastHandle {
  id: string;
  dismiss: () => void;
  update: (options: Partial<ToastOptions>) => void;
}

interface State {
  toasts: ToasterToast[];
}

let memoryState: State = { toasts: [] };
const listeners = new Set<(state: State) => void>();
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();
let count = 0;

function setState(next: State): void {
  memoryState = next;
  listeners.forEach((listener) => listener(memoryState));
}

function scheduleRemoval(id: string): void {
  if (removeTimeouts.has(id)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(id);
    setState({ toasts: memoryState.toasts.filter((t) => t.id !== id) });
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(id, timeout);
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  const closing = memoryState.toasts.filter((t) => id === undefined || t.id === id);
  closing.forEach((t) => scheduleRemoval(t.id));
  setState({
    toasts: memoryState.toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)),
  });
}

/** Shows a toast; the newest replaces the current one. Usable outside React components. */
export function toast(options: ToastOptions): ToastHandle {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(count);
  const dismiss = () => dismissToast(id);
  const update = (patch: Partial<ToastOptions>) =>
    setState({ toasts: memoryState.toasts.map((t) => (t.id === id ? { ...t, ...patch } : t)) });

  const next: ToasterToast = {
    ...options,
    id,
    open: true,
    onOpenChange: (open) => {
      if (!open) dismiss();
    },
  };
  const dropped = memoryState.toasts.slice(TOAST_LIMIT - 1);
  dropped.forEach((t) => scheduleRemoval(t.id));
  setState({ toasts: [next, ...memoryState.toasts].slice(0, TOAST_LIMIT) });
  return { id, dismiss, update };
}

/** Empties the store at once (tests, or a full sign-out). */
export function clearToasts(): void {
  removeTimeouts.forEach((timeout) => clearTimeout(timeout));
  removeTimeouts.clear();
  setState({ toasts: [] });
}

/** Subscribes a component to the toast store. */
export function useToast(): { toast: typeof toast; dismiss: typeof dismissToast; toasts: ToasterToast[] } {
  const [state, setLocalState] = useState<State>(memoryState);
  useEffect(() => {
    listeners.add(setLocalState);
    return () => {
      listeners.delete(setLocalState);
    };
  }, []);
  return { toast, dismiss: dismissToast, toasts: state.toasts };
}
