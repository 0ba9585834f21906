import { Undo2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button';

/**
 * How long a confirmed rejection of an ID check, or withdrawal of a verification, waits before it is
 * sent, so the admin can undo it (decisions 0035 and 0044).
 */
export const REJECTION_UNDO_SECONDS = 10;

/**
 * One decision confirmed but not yet sent: Undo drops it; it goes when the time is up, when another one
 * is confirmed, or when the tab closes (the component unmounts). `send` is read when it goes, so it may
 * close over the latest render.
 */
export function useUndoWindow<Item>(send: (item: Item) => void) {
  const [waiting, setWaiting] = useState<Item | null>(null);
  const waitingRef = useRef<{ item: Item; timer: ReturnType<typeof setTimeout> } | null>(null);
  const sendRef = useRef(send);
  sendRef.current = send;

  /** Takes the waiting decision off and stops its timer; null when none is waiting. */
  const take = (): Item | null => {
    const current = waitingRef.current;
    if (!current) return null;
    clearTimeout(current.timer);
    waitingRef.current = null;
    setWaiting(null);
    return current.item;
  };

  /** Sends the waiting decision now. */
  const flush = () => {
    const item = take();
    if (item !== null) sendRef.current(item);
  };
  const flushRef = useRef(flush);
  flushRef.current = flush;
  // Leaving the tab does not lose a confirmed decision: it is sent at once.
  useEffect(() => () => flushRef.current(), []);

  return {
    /** The decision waiting to be sent, if any. */
    waiting,
    /** Waits with `item`, sending any decision already waiting first. */
    queue: (item: Item) => {
      flush();
      const timer = setTimeout(() => flushRef.current(), REJECTION_UNDO_SECONDS * 1000);
      waitingRef.current = { item, timer };
      setWaiting(item);
    },
    /** Drops the waiting decision and returns it (null when none was waiting). */
    undo: take,
  };
}

/**
 * The seconds left to undo a confirmed decision, and the Undo button (focused on arrival). `doing` names
 * it ("Rejecting Jane Rider", "Bramble is hidden"); a screen reader hears it once, the ticking seconds
 * are for the eye only.
 */
export function UndoCountdown({
  doing,
  undoLabel,
  onUndo,
  seconds = REJECTION_UNDO_SECONDS,
  then = 'the e-mail goes',
  disabled = false,
}: {
  doing: string;
  undoLabel: string;
  onUndo: () => void;
  /** How long is left to undo (a hidden listing's minute counts from the server's reply). */
  seconds?: number;
  /** What happens when the time is up: "the e-mail goes", "its owner is told". */
  then?: string;
  disabled?: boolean;
}) {
  const [left, setLeft] = useState(seconds);
  const undoRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    undoRef.current?.focus();
    const tick = setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(tick);
  }, []);
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-lg border border-danger bg-cream p-3">
      <p role="status" className="sr-only">
        {doing}: {then} in {seconds} seconds unless you undo it.
      </p>
      <p aria-hidden="true" className="min-w-0 flex-1 text-sm text-ink">
        {doing}: {then} in <span className="font-semibold tabular-nums">{left}</span> seconds.
      </p>
      <Button ref={undoRef} variant="outline" onClick={onUndo} aria-label={undoLabel} disabled={disabled}>
        <Undo2 aria-hidden="true" className="size-5" />
        Undo
      </Button>
    </div>
  );
}
