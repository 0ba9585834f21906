import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import { beforeEach, describe, expect, it } from 'vitest';
import { VERIFICATION_MESSAGES } from '#contract/verification.js';
import { insertUser } from '#server/db/factories.js';
import { signIn } from '#tests/setup/http.js';
import { multipartFile } from '#tests/setup/multipart.js';
import { SAMPLE_PDF } from '#tests/setup/sample-files.js';
import { useTestApp } from '#tests/setup/test-app.js';

/**
 * Issue 40: an identity document sent as a PDF that can do more than show its pages (run a script, act
 * when opened, launch or send something, carry a file, play media) is refused with a 415 that says so,
 * and nothing is kept; so is one packed in a way that cannot be read to tell (decision 0047). Scanned and
 * exported PDFs, compressed as they usually are, are taken as before.
 */
const ctx = useTestApp();

const documentsDir = () => path.join(ctx.dataDir, 'private', 'verification');
beforeEach(async () => {
  await rm(documentsDir(), { recursive: true, force: true });
});
const storedDocuments = () => readdir(documentsDir()).catch(() => []);

/** A PDF of these objects (numbered from 1; the first is the catalogue), bytes kept as written. */
function pdf(...objects: Array<string | Buffer>): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.concat(parts).length);
    parts.push(Buffer.from(`${index + 1} 0 obj\n`), Buffer.from(object), Buffer.from('\nendobj\n'));
  });
  const xref = Buffer.concat(parts).length;
  const table = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  parts.push(
    Buffer.from(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${table}` +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

/** A stream object with this dictionary (its /Length added) and these bytes. */
const stream = (dictionary: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);

/** Objects packed into an object stream, as a PDF writer packs them: offsets first, then the objects. */
function objectStream(objects: Record<number, string>, filter = '/Filter /FlateDecode') {
  let body = '';
  const index: string[] = [];
  for (const [number, object] of Object.entries(objects)) {
    index.push(`${number} ${body.length}`);
    body += `${object}\n`;
  }
  const head = `${index.join(' ')}\n`;
  const packed = Buffer.from(head + body);
  const data = filter.includes('FlateDecode') ? deflateSync(packed) : packed;
  return stream(`/Type /ObjStm /N ${index.length} /First ${head.length} ${filter}`, data);
}

const PAGES = '<< /Type /Pages /Kids [3 0 R] /Count 1 >>';
const PAGE = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R >>';
/** A page drawn with a compressed content stream: text, as an exported document has. */
const CONTENTS = stream(
  '/Filter /FlateDecode',
  deflateSync(Buffer.from('BT /F1 12 Tf 72 712 Td (Driving licence) Tj ET')),
);
/** A document with this catalogue and one page. */
const documentWith = (catalog: string, ...more: Array<string | Buffer>) =>
  pdf(catalog, PAGES, PAGE, CONTENTS, ...more);

async function member() {
  const user = await insertUser(ctx.db, { email: 'rider@example.test', userType: 'enthusiast' });
  return { id: user.id, cookie: await signIn(ctx.app, 'rider@example.test') };
}

async function send(who: { id: number; cookie: string }, data: Buffer) {
  const body = multipartFile('verificationDocument', { name: 'licence.pdf', type: 'application/pdf', data });
  return ctx.app.inject({
    method: 'POST',
    url: `/api/users/${who.id}/verification`,
    headers: { ...body.headers, cookie: who.cookie },
    payload: body.payload,
  });
}

const statusOf = async (cookie: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } })).json()
    .verificationStatus as string;

const ACTIVE_DOCUMENTS: Array<[string, Buffer]> = [
  [
    'a script run on opening',
    documentWith('<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>'),
  ],
  [
    'an action on a page event',
    pdf(
      '<< /Type /Catalog /Pages 2 0 R >>',
      PAGES,
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /AA << /O 4 0 R >> >>',
      '<< /S /Launch /F (cmd.exe) >>',
    ),
  ],
  [
    'a file carried inside',
    documentWith(
      '<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(a.exe) 5 0 R] >> >> >>',
      '<< /Type /Filespec /F (a.exe) /EF << /F 6 0 R >> >>',
      stream('/Type /EmbeddedFile', Buffer.from('MZ')),
    ),
  ],
  [
    'media that plays',
    documentWith('<< /Type /Catalog /Pages 2 0 R >>', '<< /Type /Annot /Subtype /RichMedia >>'),
  ],
  [
    'a form that sends what is typed',
    documentWith('<< /Type /Catalog /Pages 2 0 R >>', '<< /S /SubmitForm /F (https://example.test/) >>'),
  ],
  [
    'names written with #xx escapes',
    documentWith('<< /Type /Catalog /Pages 2 0 R /#4Fpen#41ction << /S /J#61vaScript /J#53 (x) >> >>'),
  ],
  [
    'an action packed in a compressed object stream',
    pdf(
      '<< /Type /Catalog /Pages 2 0 R /OpenAction 6 0 R >>',
      PAGES,
      PAGE,
      CONTENTS,
      objectStream({ 6: '<< /S /JavaScript /JS (app.alert(1)) >>' }),
    ),
  ],
  [
    'an action hidden by a name that reads like the stream keyword',
    documentWith('<< /Type /Catalog /Pages 2 0 R /stream\n/OpenAction 5 0 R /endstream >>'),
  ],
  [
    "an object written inside another stream's data, found by its offset",
    documentWith(
      '<< /Type /Catalog /Pages 2 0 R >>',
      stream('', Buffer.from('6 0 obj << /S /JavaScript /JS (app.alert(1)) >> endobj')),
    ),
  ],
];

describe('identity documents as PDFs', () => {
  it.each(ACTIVE_DOCUMENTS)('refuses a PDF with %s, keeping nothing', async (_what, data) => {
    const who = await member();
    const res = await send(who, data);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(VERIFICATION_MESSAGES.activePdf);
    expect(await storedDocuments()).toEqual([]);
    expect(await statusOf(who.cookie)).toBe('unverified');
  });

  it('refuses a PDF whose packed objects cannot be read to check them', async () => {
    const who = await member();
    const objects = { 6: '<< /S /GoTo /D [3 0 R /Fit] >>' };
    for (const packed of [
      objectStream(objects, '/Filter /LZWDecode'),
      objectStream(objects, '/Filter [/ASCII85Decode /FlateDecode]'),
      objectStream(objects, '/Filter /FlateDecode /DecodeParms << /Predictor 12 >>'),
      stream('/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode', Buffer.from('not compressed at all')),
    ]) {
      const res = await send(who, pdf('<< /Type /Catalog /Pages 2 0 R >>', PAGES, PAGE, CONTENTS, packed));
      expect(res.statusCode).toBe(415);
      expect(res.json().message).toBe(VERIFICATION_MESSAGES.uncheckablePdf);
    }
    expect(await storedDocuments()).toEqual([]);
  });

  it('takes plain PDFs: compressed pages and objects, links, and binary pictures whatever their bytes', async () => {
    const who = await member();
    // A scan's picture is binary: bytes that read like `/JS` or `/AA` in it are no names.
    const picture = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from(' /JS /AA /OpenAction\n5 0 R ', 'latin1'),
      Buffer.from([0xff, 0xd9]),
    ]);
    const documents = [
      SAMPLE_PDF,
      documentWith(
        '<< /Type /Catalog /Pages 2 0 R /Outlines 5 0 R >>',
        objectStream({
          5: '<< /Type /Outlines /Count 0 >>',
          6: '<< /S /URI /URI (https://example.test/) >>',
        }),
        stream('/Type /XObject /Subtype /Image /Width 1 /Height 1 /Filter /DCTDecode', picture),
        '<< /Title (Scan of my licence) /Producer (Scanner) >>',
      ),
    ];
    for (const data of documents) {
      const res = await send(who, data);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await storedDocuments()).toHaveLength(1);
    expect(await statusOf(who.cookie)).toBe('pending');
  });

  it("keeps a member's waiting document and status when the next one is refused", async () => {
    const who = await member();
    expect((await send(who, SAMPLE_PDF)).statusCode).toBe(200);
    const kept = await storedDocuments();
    const [, active] = ACTIVE_DOCUMENTS[0]!;
    expect((await send(who, active)).statusCode).toBe(415);
    expect(await storedDocuments()).toEqual(kept);
    expect(await statusOf(who.cookie)).toBe('pending');
  });
});
