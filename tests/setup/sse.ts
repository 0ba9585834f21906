/** A Server-Sent Events reader over fetch, for tests against a listening server. */
export interface SseClient {
  events: Array<{ event: string; data: unknown }>;
  /** Resolves with the first event (already received or arriving) that matches. */
  waitFor(
    match: (e: { event: string; data: unknown }) => boolean,
    timeoutMs?: number,
  ): Promise<{ event: string; data: unknown }>;
  close(): void;
  /**
   * How the stream finished: `ended` when the server ended it cleanly, `error` when it was cut or closed
   * here. Pending while it is open.
   */
  finished: Promise<'ended' | 'error'>;
}

export async function openSse(url: string, cookie: string): Promise<SseClient> {
  const controller = new AbortController();
  const res = await fetch(url, {
    headers: { cookie, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  if (!res.ok || !res.body) throw new Error(`stream refused: ${res.status}`);
  const events: SseClient['events'] = [];
  const waiters: Array<() => void> = [];
  const decoder = new TextDecoder();
  let buffer = '';
  const finished = (async (): Promise<'ended' | 'error'> => {
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) events.push({ event, data: JSON.parse(data) });
          waiters.splice(0).forEach((wake) => wake());
        }
      }
      return 'ended';
    } catch {
      // aborted by close(), or cut
      return 'error';
    }
  })();
  return {
    events,
    waitFor: (match, timeoutMs = 3000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no matching event in time')), timeoutMs);
        const check = () => {
          const found = events.find(match);
          if (found) {
            clearTimeout(timer);
            resolve(found);
          } else waiters.push(check);
        };
        check();
      }),
    close: () => controller.abort(),
    finished,
  };
}
