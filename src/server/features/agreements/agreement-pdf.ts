import type * as PdfLib from 'pdf-lib';
import type { PDFDocument, PDFFont, PDFPage } from 'pdf-lib';
import type { AgreementView } from '#contract/agreements.js';
import { agreementSections, instantInWords } from '#contract/rules/agreement-words.js';
import { loadOnFirstUse } from '#server/platform/load-on-first-use.js';

// The agreement as an A4 PDF (pdf-lib, issue 43): real text in the standard Helvetica fonts, so it can be
// selected, searched and read aloud. Those fonts encode WinAnsi only; a character members typed that it
// cannot hold (an emoji, a Polish ł) is written as its plain letter where there is one, else "?", so no
// member's words can stop the file being made. The library loads with the first PDF, not at start.
const pdfLib = loadOnFirstUse<typeof PdfLib>('pdf-lib');

const A4 = { width: 595.28, height: 841.89 } as const;
const MARGIN = 56;
const WIDTH = A4.width - 2 * MARGIN;
const INK = [0.13, 0.13, 0.13] as const;
const MUTED = [0.38, 0.38, 0.38] as const;

/** Letters that Unicode does not decompose into a base letter, and dashes WinAnsi lacks. */
const PLAIN: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  '−': '-',
  '‐': '-',
};

/** `text` in characters `font` can encode: each other character as its base letter, or "?". */
export function encodable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  let out = '';
  for (const char of text.replace(/\r\n?/g, '\n').replace(/\t/g, ' ')) {
    const code = char.codePointAt(0)!;
    if (char === '\n' || known.has(code)) {
      out += char;
      continue;
    }
    const base = PLAIN[char] ?? char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
    out += [...base].every((c) => known.has(c.codePointAt(0)!)) && base ? base : '?';
  }
  return out;
}

/** Lines no wider than `width`: words wrapped, a word too long for a line broken where it must be. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const fits = (line: string) => font.widthOfTextAtSize(line, size) <= width;
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      const next = line ? `${line} ${word}` : word;
      if (fits(next)) {
        line = next;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (!fits(rest)) {
        let cut = rest.length - 1;
        while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** Writes lines down the page, starting a new page when one is full. */
class Writer {
  private page: PDFPage;
  private y = A4.height - MARGIN;

  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
  ) {
    this.page = doc.addPage([A4.width, A4.height]);
  }

  text(text: string, options: { size?: number; bold?: boolean; muted?: boolean; indent?: number } = {}) {
    const { size = 10.5, bold = false, muted = false, indent = 0 } = options;
    const font = bold ? this.fonts.bold : this.fonts.regular;
    for (const line of wrap(encodable(text, font), font, size, WIDTH - indent)) {
      if (this.y - size < MARGIN) {
        this.page = this.doc.addPage([A4.width, A4.height]);
        this.y = A4.height - MARGIN;
      }
      this.y -= size * 1.35;
      const [red, green, blue] = muted ? MUTED : INK;
      const color = pdfLib().rgb(red, green, blue);
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color });
    }
  }

  gap(points = 8) {
    this.y -= points;
  }
}

/** The agreement's latest version as a PDF: the site's name, both members, every section, both acceptances. */
export async function agreementPdf(agreement: AgreementView): Promise<Uint8Array> {
  const { PDFDocument: Document, StandardFonts } = pdfLib();
  const doc = await Document.create();
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const { facts } = agreement;
  const title = `${facts.kind === 'share' ? 'Share' : 'Visit'} agreement: ${facts.horse.name}`;
  doc.setTitle(encodable(title, fonts.regular));
  doc.setAuthor(encodable(agreement.siteName, fonts.regular));
  doc.setCreator(encodable(agreement.siteName, fonts.regular));
  const out = new Writer(doc, fonts);
  out.text(agreement.siteName, { size: 10, muted: true });
  out.text(title, { size: 18, bold: true });
  out.text(
    `Between ${facts.owner.name} (owner) and ${facts.sharer.name} (${facts.kind === 'share' ? 'sharer' : 'rider'}). Version ${agreement.version}${agreement.savedAt ? `, saved ${instantInWords(agreement.savedAt)}` : ''}.`,
    { muted: true },
  );
  for (const section of agreementSections(agreement)) {
    out.gap(10);
    out.text(section.heading, { size: 13, bold: true });
    for (const line of section.lines) {
      if (line.label) out.text(line.label, { bold: true });
      out.text(line.text, { indent: line.label ? 10 : 0 });
    }
  }
  out.gap(10);
  out.text('Accepted', { size: 13, bold: true });
  for (const [role, member] of [
    ['owner', agreement.acceptances.owner],
    [facts.kind === 'share' ? 'sharer' : 'rider', agreement.acceptances.sharer],
  ] as const) {
    out.text(
      member.acceptedAt
        ? `${member.name} (${role}) accepted version ${agreement.version} on ${instantInWords(member.acceptedAt)}.`
        : `${member.name} (${role}) has not yet accepted version ${agreement.version}.`,
    );
  }
  return doc.save();
}
