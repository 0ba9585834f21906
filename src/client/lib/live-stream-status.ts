import { useSyncExternalStore } from 'react';

/**
 * Whether the live message stream is connected. While it is, the server pushes every unread-count change,
 * so the 30 s poll (the spec's mechanism) stands down and only runs as the fallback when the stream is
 * down: thousands of signed-in visitors then cost the server nothing between messages.
 */
let connected = false;
const listeners = new Set<() => void>();

export function setLiveStreamConnected(value: boolean): void {
  if (value === connected) return;
  connected = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLiveStreamConnected(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => connected,
    () => false,
  );
}
