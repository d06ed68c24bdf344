import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'koa';
import { checkAttachmentBytes, checkDocumentBytes, extensionOf, FILE_LIMITS, formatMessage } from '@cep/domain';
import type { StoredFile } from './private-file';
import type { PrivateStorage } from './storage';
import { checkImageHeader, decodeImage } from '../uploads/image-check';

/** What the body parser (formidable) wrote for one multipart field. */
interface ParsedUpload {
  filepath: string;
  originalFilename?: string | null;
}

export interface Upload {
  bytes: Buffer;
  name: string;
}

/** The request's file for a field (the first, if several were sent), read from the parser's temp file. */
export async function uploadIn(ctx: Context, field: string): Promise<Upload | null> {
  const files = (ctx.request as { files?: Record<string, ParsedUpload | ParsedUpload[]> }).files ?? {};
  const file = [files[field]].flat()[0];
  if (!file) return null;
  return { bytes: await readFile(file.filepath), name: file.originalFilename ?? '' };
}

/** The name shown at download: the user's, without folders or odd characters, with the extension of what it really is. */
function downloadName(given: string, type: string, fallback: string): string {
  const base = path
    .basename(given.replace(/\\/g, '/'))
    .replace(/\.[^.]*$/, '')
    .replace(/[\p{C}<>:"/\\|?*]/gu, '')
    .trim()
    .slice(0, 100);
  return `${base || fallback}.${extensionOf(type)}`;
}

export type StoreResult = { ok: true; file: StoredFile } | { ok: false; message: string };

/** A CV or a letter: checked by its bytes, stored under a random key in `folder`. */
export async function storeDocument(
  storage: PrivateStorage,
  folder: string,
  kind: 'cv' | 'lettre',
  upload: Upload,
  maxBytes: number,
): Promise<StoreResult> {
  const check = checkDocumentBytes(kind, upload.bytes, maxBytes);
  if (!check.ok) return check;
  const file: StoredFile = {
    cle: `${folder}/${randomUUID()}`,
    nom: downloadName(upload.name, check.type, kind === 'cv' ? 'CV' : 'Lettre de motivation'),
    taille: upload.bytes.length,
    type: check.type,
  };
  await storage.put(file.cle, upload.bytes, file.type);
  return { ok: true, file };
}

/**
 * A message's attachment (issue #15): a PDF, a Word document or an image by its bytes, at most 5 MB, kept as
 * sent (the recipient downloads it; it is never shown inline).
 */
export async function storeAttachment(storage: PrivateStorage, upload: Upload): Promise<StoreResult> {
  const check = checkAttachmentBytes(upload.bytes);
  if (!check.ok) return check;
  const file: StoredFile = {
    cle: `messagerie/${randomUUID()}`,
    nom: downloadName(upload.name, check.type, 'Pièce jointe'),
    taille: upload.bytes.length,
    type: check.type,
  };
  await storage.put(file.cle, upload.bytes, file.type);
  return { ok: true, file };
}

const PHOTO_SIDE = 400;

/** Where an image goes and how it is framed: a candidate's photo fills its square, a logo fits inside it. */
type ImageOptions = { folder: string; name: string; fit: 'cover' | 'contain' };
const PHOTO: ImageOptions = { folder: 'photos', name: 'photo.webp', fit: 'cover' };

/**
 * A candidate's photo (spec 02 §3; ≤ 2 MB) or a logo: an image by its bytes (sharp reads the header),
 * re-encoded 400 × 400 in WebP — which also drops whatever else the file carried (metadata, a trailing payload).
 */
export async function storePhoto(storage: PrivateStorage, upload: Upload, options: ImageOptions = PHOTO): Promise<StoreResult> {
  if (upload.bytes.length > FILE_LIMITS.profileImage.maxBytes)
    return { ok: false, message: formatMessage('fichierTropLourdMax', { max: 2 }) };
  const header = await checkImageHeader(upload.bytes);
  if (!header.ok) return header;
  const bytes = await decodeImage(upload.bytes)
    .rotate()
    .resize(PHOTO_SIDE, PHOTO_SIDE, { fit: options.fit, background: { r: 255, g: 255, b: 255, alpha: 0 } })
    .webp({ quality: 82 })
    .toBuffer();
  const file: StoredFile = { cle: `${options.folder}/${randomUUID()}`, nom: options.name, taille: bytes.length, type: 'image/webp' };
  await storage.put(file.cle, bytes, file.type);
  return { ok: true, file };
}
