import { fileTypeFromBuffer } from 'file-type';
import { VERIFICATION_LIMITS, VERIFICATION_MESSAGES } from '#contract/verification.js';
import { unsupportedMediaType } from '#server/platform/http/app-error.js';
import { pdfVerdict } from './pdf-active-content.js';
import { decodeUpload, type UploadRules } from '#server/platform/uploads/image-decode.js';

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'application/pdf': 'pdf',
};
const ALLOWED = new Set<string>(VERIFICATION_LIMITS.mimeTypes);

/** The content type of a stored document, from the extension we gave it. */
export function contentTypeOfKey(key: string): string {
  const extension = key.split('.').pop();
  const entry = Object.entries(EXTENSIONS).find(([, ext]) => ext === extension);
  return entry?.[0] ?? 'application/octet-stream';
}

const IMAGE_RULES: UploadRules = {
  accepted: new Set(['image/jpeg', 'image/png']),
  wrongType: VERIFICATION_MESSAGES.wrongType,
  tooLarge: VERIFICATION_MESSAGES.tooLarge,
};

/**
 * A photo of a document is encoded again, upright, in its own format: the camera's metadata (place,
 * device, time) is not kept, since the check needs only what the document shows.
 */
function withoutMetadata(file: Buffer, mime: string): Promise<Buffer> {
  return decodeUpload(file, IMAGE_RULES, (upright) =>
    mime === 'image/png' ? upright.png().toBuffer() : upright.jpeg({ quality: 92 }).toBuffer(),
  );
}

/** Kept as it came, a PDF is refused when it can do more than show pages, or cannot be read to tell. */
function refuseActivePdf(file: Buffer): void {
  const verdict = pdfVerdict(file);
  if (verdict === 'active') throw unsupportedMediaType(VERIFICATION_MESSAGES.activePdf);
  if (verdict === 'unreadable') throw unsupportedMediaType(VERIFICATION_MESSAGES.uncheckablePdf);
}

/**
 * A private document a moderator will read (an identity document, a riding school's insurance
 * certificate), made safe to keep: its type decided by its bytes (a PDF named .jpg is a PDF; a text file
 * is refused whatever its name, 415), a photo without its metadata, a PDF with active content refused
 * (decision 0047). Returns what to store and the extension its key takes.
 */
export async function checkedDocument(file: Buffer): Promise<{ body: Buffer; extension: string }> {
  const type = await fileTypeFromBuffer(file);
  if (!type || !ALLOWED.has(type.mime)) throw unsupportedMediaType(VERIFICATION_MESSAGES.wrongType);
  if (type.mime === 'application/pdf') refuseActivePdf(file);
  const body = type.mime === 'application/pdf' ? file : await withoutMetadata(file, type.mime);
  return { body, extension: EXTENSIONS[type.mime]! };
}
