import { readFileSync } from 'node:fs';
import path from 'node:path';
import { checkDocumentBytes, documentKind, extensionOf, fileKind, messages, zipEntries, zipEntryNames } from '../src';

const fixture = (name: string) => new Uint8Array(readFileSync(path.join(__dirname, '../../test-fixtures', name)));
const MB = 1024 * 1024;

describe('file kinds by their bytes', () => {
  it.each([
    ['cv.pdf', 'pdf'],
    ['lettre.docx', 'docx'],
    ['lettre.doc', 'doc'],
    ['photo.jpg', 'jpeg'],
  ])('%s is a %s', (name, kind) => {
    expect(fileKind(fixture(name))).toBe(kind);
  });

  it.each(['archive.docx', 'programme.pdf', 'polyglotte.pdf', 'vide.pdf'])('%s is no document', (name) => {
    expect(documentKind(fixture(name))).toBeNull();
  });

  it('an HTML page with a PDF header further down is not a PDF', () => {
    const page = new TextEncoder().encode('<!doctype html><html><body>%PDF-1.4</body></html>\n%%EOF');
    expect(fileKind(page)).toBeNull();
  });

  it('a PDF cut before its end is refused', () => {
    const pdf = fixture('cv.pdf');
    expect(fileKind(pdf.subarray(0, pdf.length - 8))).toBeNull();
  });

  it.each([
    ['png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]],
    [
      'webp',
      [...'RIFF']
        .map((c) => c.charCodeAt(0))
        .concat(
          [0, 0, 0, 0],
          [...'WEBP'].map((c) => c.charCodeAt(0)),
        ),
    ],
    ['gif', [...'GIF89a'].map((c) => c.charCodeAt(0))],
  ])('reads a %s header', (kind, bytes) => {
    expect(fileKind(new Uint8Array(bytes))).toBe(kind);
  });

  it('refuses a ZIP whose directory points outside the file or past its end', () => {
    const docx = fixture('lettre.docx');
    const end = docx.length - 22;
    const broken = docx.slice();
    new DataView(broken.buffer).setUint32(end + 16, docx.length + 100, true);
    expect(fileKind(broken)).toBeNull();
    const longName = docx.slice();
    const directory = new DataView(docx.buffer, docx.byteOffset).getUint32(end + 16, true);
    new DataView(longName.buffer).setUint16(directory + 28, 60_000, true);
    expect(zipEntryNames(longName)).toBeNull();
  });

  // Issue #36 item 8: a 306 KB DOCX inflating to 300 MB was kept as a CV.
  it('refuses a DOCX whose parts declare more than 50 MB, or a hundred times the file, once inflated', () => {
    const docx = fixture('lettre.docx');
    const directory = new DataView(docx.buffer, docx.byteOffset).getUint32(docx.length - 22 + 16, true);
    const declaring = (size: number) => {
      const copy = docx.slice();
      new DataView(copy.buffer).setUint32(directory + 24, size, true);
      return copy;
    };
    expect(documentKind(declaring(300 * 1024 * 1024))).toBeNull();
    expect(documentKind(declaring(0xffffffff))).toBeNull();
    expect(documentKind(declaring(docx.length * 101))).toBeNull();
    expect(documentKind(declaring(docx.length * 20))).toBe('docx');
    expect(zipEntries(declaring(1234))![0]!.size).toBe(1234);
  });

  it('an image is no document', () => {
    expect(documentKind(fixture('photo.jpg'))).toBeNull();
  });

  it('reads the names of a ZIP from its central directory; garbage after a ZIP header is malformed', () => {
    expect(zipEntryNames(fixture('lettre.docx'))).toEqual(expect.arrayContaining(['[Content_Types].xml', 'word/document.xml']));
    expect(zipEntryNames(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]))).toBeNull();
  });
});

describe('the server check of a CV or a letter', () => {
  it('accepts a document under the limit with its type', () => {
    expect(checkDocumentBytes('cv', fixture('cv.pdf'), MB)).toEqual({ ok: true, type: 'application/pdf' });
    expect(checkDocumentBytes('lettre', fixture('lettre.docx'), MB)).toEqual({
      ok: true,
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
  });

  it('names the refused file in French', () => {
    expect(checkDocumentBytes('cv', fixture('programme.pdf'), MB)).toEqual({ ok: false, message: messages.cvFormat });
    expect(checkDocumentBytes('lettre', fixture('archive.docx'), MB)).toEqual({ ok: false, message: messages.lettreFormat });
    expect(checkDocumentBytes('cv', fixture('vide.pdf'), MB)).toEqual({ ok: false, message: messages.cvFormat });
  });

  it('refuses a file over the limit before looking at it', () => {
    const big = new Uint8Array(3 * MB);
    big.set(fixture('cv.pdf'));
    expect(checkDocumentBytes('cv', big, 2 * MB)).toEqual({ ok: false, message: 'Le fichier est trop lourd (max: 2 MB )' });
  });
});

it('names a stored file by its type', () => {
  expect(['application/pdf', 'application/msword', 'image/webp', 'text/html'].map(extensionOf)).toEqual(['pdf', 'doc', 'webp', 'bin']);
});
