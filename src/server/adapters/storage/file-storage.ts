/** Where uploaded files live. Keys are relative paths like "horses/abc.webp". */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or undefined when there is no such file. */
  read(key: string): Promise<Buffer | undefined>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** The address browsers fetch the file from. */
  publicUrl(key: string): string;
  /** The key of a URL this storage handed out, or undefined for any other URL. */
  keyFromUrl(url: string): string | undefined;
}

/**
 * Every stored file is served by the app under this prefix, whatever the storage: the app decides who
 * may see a photo that is not yet approved, so no storage hands out addresses of its own (a bucket
 * stays private, and a CDN in front of the app caches what the app marks public).
 */
export const UPLOADS_URL_PREFIX = '/uploads/';

export const uploadsUrlOf = (key: string): string => `${UPLOADS_URL_PREFIX}${key}`;

export const uploadsKeyOf = (url: string): string | undefined =>
  url.startsWith(UPLOADS_URL_PREFIX) ? url.slice(UPLOADS_URL_PREFIX.length) : undefined;
