/** Where uploaded files live. Keys are relative paths like "horses/abc.webp". */
export interface FileStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** The address browsers fetch the file from. */
  publicUrl(key: string): string;
  /** The key of a URL this storage handed out, or undefined for any other URL. */
  keyFromUrl(url: string): string | undefined;
}
