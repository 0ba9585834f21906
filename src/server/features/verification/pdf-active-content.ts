import { constants, inflateSync } from 'node:zlib';

/**
 * Whether an identity document sent as a PDF can do more than show a page (decision 0047): run a script,
 * act when opened or on an event, open or send something, carry a file or play media. Such a PDF is
 * refused, and so is one whose objects cannot be read to tell (compressed in a way not read here).
 *
 * PDF keeps every action under a dictionary key, and a key is a name: `/OpenAction`, `/JS`. Names are read
 * as a viewer reads them, `#xx` escapes decoded (`/J#61vaScript` is `/JavaScript`), everywhere but in the
 * data of streams, which is pictures, fonts and drawing: binary, where a name-like run of bytes means
 * nothing and would refuse honest scans. Two kinds of stream are read all the same: an object stream
 * (objects packed and usually compressed, where an `/OpenAction` may hide), inflated first; and a stream
 * whose raw data holds `N G obj` or `trailer`, which a viewer could find there by its offset. Strings and
 * comments are read too: a name inside one costs nothing to refuse, and a viewer repairing a broken file
 * may take what is written there for objects.
 */
export type PdfVerdict = 'plain' | 'active' | 'unreadable';

/**
 * The keys and kinds of action that make a PDF active. Links to web pages (`/URI`) and moves within the
 * document (`/GoTo`) stay: they do nothing until clicked, and the admin's viewer opens nothing anyway.
 */
const ACTIVE_NAMES = new Set([
  // Scripts, and what runs them: on opening, on page and field events.
  'JavaScript',
  'JS',
  'OpenAction',
  'AA',
  // Opening a program or another document, sending or reading form data.
  'Launch',
  'GoToR',
  'GoToE',
  'SubmitForm',
  'ImportData',
  // Files carried inside, and media or Flash that plays.
  'EmbeddedFile',
  'EmbeddedFiles',
  'EF',
  'FileAttachment',
  'RichMedia',
  'Movie',
  'Sound',
  'Rendition',
  // 3D models, which run scripts of their own.
  '3D',
  // XML forms, which carry scripts of their own.
  'XFA',
]);

/** PDF's white space and delimiters: what ends a name or a keyword. */
const BOUNDARY = /[\0\t\n\f\r ()<>[\]{}/%]/;
const NAME = /\/[^\0\t\n\f\r ()<>[\]{}/%]*/g;
/**
 * What the reading below stops at: a name or a comment (whole), the start of a string or a hex string
 * (`<<` opens a dictionary), and two keywords. A name is no keyword: `/stream` starts no stream.
 */
const TOKEN = /\/[^\0\t\n\f\r ()<>[\]{}/%]*|%[^\r\n]*|[(<]|obj|stream/g;
/**
 * A viewer finds an object by the offset its cross-reference gives, wherever `N G obj` is written, and
 * some read the trailer wherever it is: stream data holding either is read as objects.
 */
// Numbers of bounded length: a long run of digits costs one try, not one per digit (no backtracking blow-up).
const OBJECT_HEADER =
  /((?<![0-9])\d{1,10}[\0\t\n\f\r ]+\d{1,5}[\0\t\n\f\r ]+obj|trailer)(?![^\0\t\n\f\r ()<>[\]{}/%])/;
/** A stream's dictionary is a few hundred characters; one of a megabyte is built to make reading slow. */
const MAX_DICTIONARY_CHARACTERS = 1024 * 1024;
/** Inflated object streams, at most, for all of one document: more is a bomb, not an identity card. */
const MAX_INFLATED_BYTES = 32 * 1024 * 1024;

const decodeName = (name: string) =>
  name.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));

/** The text with every name written as the viewer reads it. */
const withNamesDecoded = (text: string) => text.replace(NAME, decodeName);

function hasActiveName(text: string): boolean {
  for (const [name] of text.matchAll(NAME)) if (ACTIVE_NAMES.has(decodeName(name).slice(1))) return true;
  return false;
}

const isBoundary = (char: string | undefined) => char === undefined || BOUNDARY.test(char);

const isKeyword = (text: string, at: number, word: string) =>
  text.startsWith(word, at) && isBoundary(text[at - 1]) && isBoundary(text[at + word.length]);

/** Where the first character matching `pattern` (global) is found from `at`, or the end of the text. */
function nextMatch(text: string, pattern: RegExp, at: number): number {
  pattern.lastIndex = at;
  return pattern.exec(text)?.index ?? text.length;
}

const STRING_CHARACTER = /[\\()]/g;

/** Past a literal string `( ... )`: nested brackets balance, and a backslash escapes the next character. */
function endOfString(text: string, at: number): number {
  let depth = 0;
  for (let i = at; i < text.length; i = nextMatch(text, STRING_CHARACTER, i + 1)) {
    const char = text[i];
    if (char === '\\') i += 1;
    else if (char === '(') depth += 1;
    else if (char === ')' && --depth === 0) return i + 1;
  }
  return text.length;
}

/** A stream's data, from its dictionary's direct /Length when that ends at `endstream`, else up to it. */
function dataEnd(text: string, dictionary: string, start: number): number {
  const length = /\/Length[\0\t\n\f\r ]+(\d{1,10})(?![\0\t\n\f\r ]+\d{1,5}[\0\t\n\f\r ]+R)/.exec(
    dictionary,
  )?.[1];
  if (length !== undefined) {
    const end = start + Number(length);
    if (/^[\0\t\n\f\r ]*endstream/.test(text.slice(end, end + 64))) return end;
  }
  const found = text.indexOf('endstream', start);
  return found < 0 ? text.length : found;
}

/** Thrown while reading a document that cannot be read to tell; answered as 'unreadable'. */
class Unreadable extends Error {}

/**
 * The filters an object stream's dictionary names, in order. A dictionary naming `/Filter` more than once
 * (a nested one, a string) cannot be told apart as a viewer would: unreadable.
 */
function filtersOf(dictionary: string): string[] {
  const keys = /\/Filter(?![^\0\t\n\f\r ()<>[\]{}/%])/g;
  const key = keys.exec(dictionary);
  if (!key) return [];
  if (keys.exec(dictionary)) throw new Unreadable();
  const value = dictionary.slice(key.index + '/Filter'.length).trimStart();
  const list = value.startsWith('[')
    ? value.slice(0, value.indexOf(']') + 1)
    : /^\/[^\0\t\n\f\r ()<>[\]{}/%]*/.exec(value)?.[0];
  return (list?.match(NAME) ?? []).map((name) => name.slice(1));
}

/** An object stream: `/Type /ObjStm`, or `/First`, which a viewer needs to read one whatever its type. */
const isObjectStream = (dictionary: string) =>
  /\/Type[\0\t\n\f\r ]*\/ObjStm(?![^\0\t\n\f\r ()<>[\]{}/%])/.test(dictionary) ||
  /\/First(?![^\0\t\n\f\r ()<>[\]{}/%])/.test(dictionary);

/** Reads an identity document's PDF for active content. */
export function pdfVerdict(file: Buffer): PdfVerdict {
  // latin1: one character per byte, so offsets are the file's.
  const text = file.toString('latin1');
  const readable: string[] = [];
  let inflated = 0;

  /** The objects packed in an object stream, as text, or Unreadable. */
  const unpack = (dictionary: string, data: string): string => {
    const filters = filtersOf(dictionary);
    if (filters.length === 0) return data;
    if (filters.length > 1 || filters[0] !== 'FlateDecode' || /\/DecodeParms/.test(dictionary)) {
      throw new Unreadable();
    }
    try {
      const objects = inflateSync(Buffer.from(data, 'latin1'), {
        finishFlush: constants.Z_SYNC_FLUSH,
        maxOutputLength: MAX_INFLATED_BYTES - inflated,
      });
      inflated += objects.length;
      return objects.toString('latin1');
    } catch {
      throw new Unreadable();
    }
  };

  let from = 0;
  let objectStart = 0;
  let at = 0;
  TOKEN.lastIndex = 0;
  try {
    while (at < text.length) {
      const token = TOKEN.exec(text);
      if (!token) break;
      const i = token.index;
      const word = token[0];
      if (word.startsWith('/') || word.startsWith('%')) at = i + word.length;
      else if (word === '(') at = endOfString(text, i);
      else if (word === '<') at = text[i + 1] === '<' ? i + 2 : text.indexOf('>', i) + 1 || text.length;
      else if (!isKeyword(text, i, word)) at = i + 1;
      else if (word === 'obj') {
        at = i + 3;
        objectStart = at;
      } else {
        if (i - objectStart > MAX_DICTIONARY_CHARACTERS) throw new Unreadable();
        const dictionary = withNamesDecoded(text.slice(objectStart, i));
        const eol = /^(\r\n|\n|\r)?/.exec(text.slice(i + 6, i + 8))?.[1] ?? '';
        const start = i + 6 + eol.length;
        const end = dataEnd(text, dictionary, start);
        const data = text.slice(start, end);
        readable.push(text.slice(from, start));
        if (isObjectStream(dictionary)) readable.push(unpack(dictionary, data));
        else if (OBJECT_HEADER.test(data)) readable.push(data);
        from = end;
        at = end;
        objectStart = end;
      }
      TOKEN.lastIndex = at;
    }
  } catch (error) {
    if (error instanceof Unreadable) return 'unreadable';
    throw error;
  }
  readable.push(text.slice(from));
  return readable.some(hasActiveName) ? 'active' : 'plain';
}
