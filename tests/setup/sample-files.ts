import sharp from 'sharp';

/** A real JPEG of the given size (a plain brown picture), for upload tests. */
export const sampleJpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#7a5230' } })
    .jpeg()
    .toBuffer();

/** The smallest well-formed PDF: a document a member might send as proof of identity. */
export const SAMPLE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
