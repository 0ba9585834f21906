/** `value` with its percent-escapes decoded, or undefined when they are not valid (a lone `%`, bad UTF-8). */
export function tryDecodeURIComponent(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
