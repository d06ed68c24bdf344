/**
 * What a file is, by its bytes (never by its name or the type the browser sent): the documents a candidate
 * may send (PDF, Word 97–2003, Word 2007+) and the images Cep accepts. Anything else — a renamed
 * executable, a plain ZIP, an HTML page — is `null`.
 */
export type DocumentKind = 'pdf' | 'doc' | 'docx';
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif';
export type FileKind = DocumentKind | ImageKind;

/** The type each kind is stored and served with. */
export const FILE_KIND_TYPES: Record<FileKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
};

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, i) => bytes[offset + i] === byte);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const latin1 = (bytes: Uint8Array) => String.fromCharCode(...bytes);

const PDF = ascii('%PDF-');
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const ZIP = [0x50, 0x4b, 0x03, 0x04];
/** Markup a browser would render if it ever sniffed the file: a PDF that also reads as HTML is a polyglot. */
const MARKUP = /<\s*(html|script|body|iframe|svg|!doctype)\b/i;

/** A PDF starts with `%PDF-`, ends with `%%EOF` (trailing whitespace allowed) and holds no HTML in its head. */
function isPdf(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, PDF)) return false;
  const head = latin1(bytes.subarray(0, 1024));
  const tail = latin1(bytes.subarray(Math.max(0, bytes.length - 1024)));
  return tail.includes('%%EOF') && !MARKUP.test(head);
}

/** One entry of a ZIP's central directory: its name and the sizes it declares. */
export interface ZipEntry {
  name: string;
  compressedSize: number;
  size: number;
}

/**
 * The entries of a ZIP's central directory, read from its end record (the local headers may lie). Null when
 * the archive is malformed.
 */
export function zipEntries(bytes: Uint8Array): ZipEntry[] | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record is at least 22 bytes and followed by a comment of up to 65,535.
  for (let end = bytes.length - 22; end >= Math.max(0, bytes.length - 22 - 65_535); end--) {
    if (view.getUint32(end, true) !== 0x06054b50) continue;
    const count = view.getUint16(end + 10, true);
    let offset = view.getUint32(end + 16, true);
    const entries: ZipEntry[] = [];
    for (let i = 0; i < count; i++) {
      if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) return null;
      const nameLength = view.getUint16(offset + 28, true);
      const extraLength = view.getUint16(offset + 30, true);
      const commentLength = view.getUint16(offset + 32, true);
      if (offset + 46 + nameLength > bytes.length) return null;
      entries.push({
        name: new TextDecoder().decode(bytes.subarray(offset + 46, offset + 46 + nameLength)),
        compressedSize: view.getUint32(offset + 20, true),
        size: view.getUint32(offset + 24, true),
      });
      offset += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  }
  return null;
}

/** The names in a ZIP's central directory (zipEntries), or null. */
export function zipEntryNames(bytes: Uint8Array): string[] | null {
  return zipEntries(bytes)?.map((entry) => entry.name) ?? null;
}

/**
 * What an office document may inflate to (issue #36 item 8: a 306 KB DOCX declared 300 MB). Its parts, as their
 * central directory declares them, 50 MB at most in all and 100 times the file at most: a Word document's XML
 * compresses about ten times, its pictures not at all. A ZIP64 size (0xFFFFFFFF) is past both.
 */
export const OFFICE_MAX_INFLATED_BYTES = 50 * 1024 * 1024;
export const OFFICE_MAX_INFLATE_RATIO = 100;

function inflatesSanely(entries: ZipEntry[], fileBytes: number): boolean {
  const inflated = entries.reduce((sum, entry) => sum + entry.size, 0);
  return inflated <= OFFICE_MAX_INFLATED_BYTES && inflated <= fileBytes * OFFICE_MAX_INFLATE_RATIO;
}

/**
 * A Word 2007+ document is a ZIP holding `[Content_Types].xml` and the `word/` part, whose parts inflate to a sane
 * size; one that would not is no document Cep keeps.
 */
function isDocx(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ZIP)) return false;
  const entries = zipEntries(bytes);
  if (!entries || !inflatesSanely(entries, bytes.length)) return false;
  const names = entries.map((entry) => entry.name);
  return names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'));
}

export function fileKind(bytes: Uint8Array): FileKind | null {
  if (bytes.length === 0) return null;
  if (isPdf(bytes)) return 'pdf';
  if (startsWith(bytes, OLE2)) return 'doc';
  if (isDocx(bytes)) return 'docx';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  return null;
}

/** A CV, a letter or an attachment that is a document: its kind, or null. */
export function documentKind(bytes: Uint8Array): DocumentKind | null {
  const kind = fileKind(bytes);
  return kind === 'pdf' || kind === 'doc' || kind === 'docx' ? kind : null;
}

/** The extension a stored file is named with, from the type its bytes were found to be. */
export function extensionOf(type: string): string {
  const kind = (Object.keys(FILE_KIND_TYPES) as FileKind[]).find((k) => FILE_KIND_TYPES[k] === type);
  return kind ?? 'bin';
}
