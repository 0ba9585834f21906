import { vi } from 'vitest';

export interface StubReply {
  status?: number;
  statusText?: string;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as plain text (wins over json). */
  text?: string;
  /** Extra reply headers (e.g. X-Total-Count). */
  headers?: Record<string, string>;
}

export type StubHandler = StubReply | ((request: { url: URL; init: RequestInit | undefined }) => StubReply);

/**
 * Replaces the global fetch (the network boundary only) with replies per URL. Keys are matched against
 * "METHOD /path?query", then "/path?query", then "/path". Unmatched requests get a 404 JSON error.
 * Returns the mock so tests can inspect calls.
 */
export function stubFetch(routes: Record<string, StubHandler>) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(raw, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const handler =
      routes[`${method} ${url.pathname}${url.search}`] ??
      routes[`${url.pathname}${url.search}`] ??
      routes[`${method} ${url.pathname}`] ??
      routes[url.pathname];
    const reply: StubReply = handler
      ? typeof handler === 'function'
        ? handler({ url, init })
        : handler
      : { status: 404, json: { message: `No stub for ${method} ${url.pathname}${url.search}` } };
    const status = reply.status ?? 200;
    const body = reply.text ?? (reply.json === undefined ? null : JSON.stringify(reply.json));
    return new Response(status === 204 ? null : body, {
      status,
      statusText: reply.statusText ?? '',
      headers: {
        ...(reply.text === undefined && reply.json !== undefined
          ? { 'Content-Type': 'application/json' }
          : {}),
        ...reply.headers,
      },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
