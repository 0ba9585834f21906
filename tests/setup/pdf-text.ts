import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text a PDF reader would select in a file, page by page, read back with pdfjs (its legacy build
 * runs in Node), and each page's size in points. Whitespace is collapsed, so a sentence wrapped over lines reads as one.
 */
export async function pdfText(
  bytes: Uint8Array,
): Promise<{ pages: number; text: string; sizes: number[][] }> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, verbosity: 0 }).promise;
  const parts: string[] = [];
  const sizes: number[][] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    sizes.push(page.view.map((n) => Math.round(n)));
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item) parts.push(item.str);
  }
  const pages = pdf.numPages;
  await pdf.destroy();
  return { pages, sizes, text: parts.join(' ').replace(/\s+/g, ' ').trim() };
}
