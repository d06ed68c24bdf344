import { once } from 'node:events';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';

const envInt = (name: string, fallback: number) => Number.parseInt(process.env[name] ?? '', 10) || fallback;

/**
 * What one request may upload, checked by the body parser while it reads: no route takes more than one cover
 * image of 5 MB (Strapi's media library, for the technical admin, a few files at once).
 */
export const uploadLimits = () => ({
  dir: path.resolve(process.env.UPLOAD_TMP_DIR || path.join(tmpdir(), 'cep-uploads')),
  maxFiles: envInt('UPLOAD_MAX_FILES', 10),
  maxBytes: envInt('UPLOAD_MAX_BYTES', 10 * 1024 * 1024),
});

/** A file formidable (koa-body's multipart parser) is writing: `_writeStream` is its fs stream, once opened. */
interface ParsedFile {
  filepath: string;
  _writeStream?: Writable | null;
}

/** The part of formidable's IncomingForm used here; `_error` ends the parse (and deletes its opened files). */
interface Form {
  headers?: IncomingHttpHeaders;
  _error?: (error: Error) => void;
}

/** Files begun while parsing one request, keyed by that request's headers object (formidable keeps it). */
const begun = new WeakMap<IncomingHttpHeaders, ParsedFile[]>();

export class TooManyFilesError extends Error {
  readonly status = 413;
  constructor(max: number) {
    super(`more than ${max} files in one request`);
    this.name = 'TooManyFilesError';
  }
}

/** Called by the upload-cleanup middleware before the body is parsed. */
export function trackRequest(headers: IncomingHttpHeaders): void {
  begun.set(headers, []);
}

/**
 * formidable's `fileBegin` listener (koa-body's `formidable.onFileBegin`; `this` is the form): records the file
 * for its request and ends the parse once the request carries more files than allowed.
 */
export function onFileBegin(maxFiles: number) {
  return function fileBegin(this: Form, _field: string, file: ParsedFile) {
    const files = this.headers ? begun.get(this.headers) : undefined;
    files?.push(file);
    if (files && files.length > maxFiles) this._error?.(new TooManyFilesError(maxFiles));
  };
}

/** Removes every file the parser began for this request, finished or not: closes its stream first. */
export async function removeRequestFiles(headers: IncomingHttpHeaders): Promise<void> {
  const files = begun.get(headers) ?? [];
  begun.delete(headers);
  await Promise.all(
    files.map(async (file) => {
      const stream = file._writeStream;
      if (stream && !stream.closed) {
        const closed = once(stream, 'close').catch(() => undefined);
        stream.destroy();
        await closed;
      }
      await rm(file.filepath, { force: true });
    }),
  );
}

/** The folder exists, and what a crashed process left in it more than an hour ago is gone. */
export function prepareUploadDir(dir: string, now = Date.now()): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    try {
      if (now - statSync(full).mtimeMs > 60 * 60 * 1000) rmSync(full, { force: true, recursive: true });
    } catch {
      // already gone
    }
  }
}
