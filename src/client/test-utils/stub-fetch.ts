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

/**
 * Replaces XMLHttpRequest (used for uploads with progress) with one that sends through the global fetch,
 * so a stubFetch route answers it and its calls are recorded there; the upload reports half, then all.
 */
export function stubXhrThroughFetch() {
  class FetchBackedXhr extends EventTarget {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    readonly upload = new EventTarget();
    private method = 'GET';
    private url = '';

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }

    send(body?: Document | XMLHttpRequestBodyInit | null) {
      const progress = (loaded: number) =>
        this.upload.dispatchEvent(
          Object.assign(new Event('progress'), { lengthComputable: true, loaded, total: 2 }),
        );
      progress(1);
      fetch(this.url, { method: this.method, body: body as BodyInit | null, credentials: 'include' })
        .then(async (res) => {
          progress(2);
          this.status = res.status;
          this.statusText = res.statusText;
          this.responseText = await res.text();
          this.dispatchEvent(new Event('load'));
        })
        .catch(() => this.dispatchEvent(new Event('error')));
    }
  }
  vi.stubGlobal('XMLHttpRequest', FetchBackedXhr);
}
