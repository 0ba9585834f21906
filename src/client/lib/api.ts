import type { QueryFunction, QueryKey } from '@tanstack/react-query';

/**
 * The API client (docs/product.md §P7, §P8). Every request carries credentials; a body is sent as JSON with a JSON
 * content type, except FormData (uploads), which the browser encodes itself. Any non-OK reply becomes an
 * ApiError whose message is `${status}: ${text}`.
 */

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status of the reply. */
  readonly status: number;
  /** The raw response text (empty when the body was empty). */
  readonly body: string;
  /** The server's human message, when the body was the server's JSON error format `{ message, fieldErrors? }`. */
  readonly serverMessage: string | undefined;
  /** Per-field messages from the server's JSON error format. */
  readonly fieldErrors: FieldErrors | undefined;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.status = status;
    this.body = body;
    const parsed = parseErrorBody(body);
    this.serverMessage = parsed.message;
    this.fieldErrors = parsed.fieldErrors;
  }
}

function parseErrorBody(body: string): { message?: string; fieldErrors?: FieldErrors } {
  if (!body.trimStart().startsWith('{')) return {};
  try {
    const json: unknown = JSON.parse(body);
    if (typeof json !== 'object' || json === null) return {};
    const { message, fieldErrors } = json as { message?: unknown; fieldErrors?: unknown };
    const result: { message?: string; fieldErrors?: FieldErrors } = {};
    if (typeof message === 'string') result.message = message;
    if (typeof fieldErrors === 'object' && fieldErrors !== null) {
      const entries = Object.entries(fieldErrors).filter(
        (entry): entry is [string, string[]] =>
          Array.isArray(entry[1]) && entry[1].every((item) => typeof item === 'string'),
      );
      result.fieldErrors = Object.fromEntries(entries);
    }
    return result;
  } catch {
    return {};
  }
}

/** Throws an ApiError when the reply is not OK; the body is read only in that case. */
export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new ApiError(res.status, res.statusText, text);
}

/**
 * Reads a reply's body to its end and drops it. A body nobody reads keeps the request open in the
 * browser's eyes, so a signed-out page (whose /api/auth/me answers 401) never reached network idle and
 * tools that wait for it (Lighthouse, crawlers) waited on it forever.
 */
export async function discardBody(res: Response): Promise<void> {
  await res.text().catch(() => undefined);
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Sends a request and returns the (OK) Response; throws ApiError otherwise. */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include' };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(url, init);
  await throwIfNotOk(res);
  return res;
}

/** Like apiRequest, but reads the reply as JSON (undefined for an empty body, e.g. 204). */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** POSTs one file as multipart form data under `field`, and reads the JSON reply. */
export function apiUploadFile<T>(url: string, field: string, file: File): Promise<T> {
  const body = new FormData();
  body.append(field, file);
  return apiJson<T>('POST', url, body);
}

/** How far one upload has gone, from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * Like apiUploadFile, but through XMLHttpRequest so the browser reports how much of the file has been sent
 * (fetch cannot). Failures become the same ApiError (or a TypeError when the network fails) as fetch's.
 */
export function apiUploadFileWithProgress<T>(
  url: string,
  field: string,
  file: File,
  onProgress: UploadProgress,
): Promise<T> {
  const body = new FormData();
  body.append(field, file);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(event.loaded / event.total, 1));
    });
    xhr.addEventListener('load', () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new ApiError(xhr.status, xhr.statusText, xhr.responseText));
        return;
      }
      onProgress(1);
      try {
        resolve((xhr.responseText ? JSON.parse(xhr.responseText) : undefined) as T);
      } catch (err) {
        reject(err instanceof Error ? err : new Error('The reply could not be read.'));
      }
    });
    const networkFailure = () => reject(new TypeError('Network request failed'));
    xhr.addEventListener('error', networkFailure);
    xhr.addEventListener('abort', networkFailure);
    xhr.send(body);
  });
}

/** The human message to show for an error: the server's own message when it sent one. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.serverMessage ?? err.message;
  if (err instanceof TypeError) return 'Could not reach the server. Check your connection and try again.';
  if (err instanceof Error && err.message) return err.message;
  return 'Something went wrong. Please try again.';
}

type QueryParamValue = string | number | boolean | null | undefined | readonly (string | number)[];

/**
 * Turns a query key into a URL: the first element is the path, further strings/numbers are path segments
 * and a plain object becomes the query string (null, undefined, '' and empty arrays left out; arrays
 * comma-joined). `['/api/horses', 5]` -> `/api/horses/5`;
 * `['/api/horses', { services: ['a', 'b'] }]` -> `/api/horses?services=a%2Cb`.
 */
export function urlFromQueryKey(queryKey: QueryKey): string {
  const [first, ...rest] = queryKey;
  let path = String(first);
  const search = new URLSearchParams();
  for (const part of rest) {
    if (typeof part === 'string' || typeof part === 'number') {
      path += `/${encodeURIComponent(String(part))}`;
    } else if (typeof part === 'object' && part !== null && !Array.isArray(part)) {
      for (const [key, value] of Object.entries(part as Record<string, QueryParamValue>)) {
        if (value === undefined || value === null || value === '') continue;
        if (Array.isArray(value)) {
          if (value.length > 0) search.set(key, value.join(','));
        } else {
          search.set(key, String(value));
        }
      }
    }
  }
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The data-query function: GET of the URL built from the query key, read as JSON. With on401 'returnNull'
 * a 401 resolves to null. With failureMessage set, any other failure is rethrown as an Error with that
 * message (the ApiError kept as its cause), for the spec's per-call messages.
 */
export function getQueryFn<T>(options: {
  on401: UnauthorizedBehavior;
  failureMessage?: string;
}): QueryFunction<T> {
  return async ({ queryKey, signal }) => {
    try {
      const res = await fetch(urlFromQueryKey(queryKey), { credentials: 'include', signal });
      if (options.on401 === 'returnNull' && res.status === 401) {
        await discardBody(res);
        return null as T;
      }
      await throwIfNotOk(res);
      return (await res.json()) as T;
    } catch (err) {
      if (options.failureMessage && !(err instanceof DOMException && err.name === 'AbortError')) {
        throw new Error(options.failureMessage, { cause: err });
      }
      throw err;
    }
  };
}
