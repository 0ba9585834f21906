import { fileTypeFromBuffer } from 'file-type';
import type SharpModule from 'sharp';
import type { Sharp } from 'sharp';
import { loadOnFirstUse } from '#server/platform/load-on-first-use.js';

const loadSharp = loadOnFirstUse<typeof SharpModule>('sharp');
/** sharp(), the image library (a native module), loaded with the first photo rather than at start. */
export const sharp = (...args: Parameters<typeof SharpModule>): Sharp => loadSharp()(...args);
import { payloadTooLarge, unsupportedMediaType } from '#server/platform/http/app-error.js';
import { createDecodeQueue } from './decode-queue.js';

/** A phone camera's photo is 12 to 24 megapixels; 40 leaves room and bounds the memory a decode takes. */
export const MAX_INPUT_PIXELS = 40_000_000;
/** Two decodes at a time (the machine has few cores); a burst waits its turn. */
export const decodeQueue = createDecodeQueue({ concurrency: 2, maxWaiting: 32 });

export interface UploadRules {
  /** What sharp decodes reliably for this use; decided from the bytes, never from the file name. */
  accepted: ReadonlySet<string>;
  /** The 415's message: not one of `accepted`, or bytes that look like an image but do not decode. */
  wrongType: string;
  /** The 413's message: more pixels than MAX_INPUT_PIXELS. */
  tooLarge: string;
}

/**
 * The checks every uploaded photo passes (horse or member): its type by its bytes, its size by its header
 * (a huge picture is refused before a decode is spent on it), then one decode in the shared queue, turned
 * upright (rotate() applies the EXIF orientation; sharp writes no metadata unless asked to) and handed
 * to `encode`.
 */
export async function decodeUpload<T>(
  upload: Buffer,
  rules: UploadRules,
  encode: (upright: Sharp) => Promise<T>,
): Promise<T> {
  const type = await fileTypeFromBuffer(upload);
  if (!type || !rules.accepted.has(type.mime)) throw unsupportedMediaType(rules.wrongType);
  const { width = 0, height = 0 } = await sharp(upload)
    .metadata()
    .catch(() => ({ width: 0, height: 0 }));
  if (width * height > MAX_INPUT_PIXELS) throw payloadTooLarge(rules.tooLarge);
  return decodeQueue.run(async () => {
    try {
      return await encode(sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS }).rotate());
    } catch {
      // The bytes looked like an image but do not decode: still not an image we can use.
      throw unsupportedMediaType(rules.wrongType);
    }
  });
}
