import { mkdir, rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import sharp from 'sharp';
import { FILE_LIMITS, formatMessage, messages } from '@cep/domain';

const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const FOLDER = 'offres';

export type CoverResult = { ok: true; url: string } | { ok: false; message: string };

/**
 * The offer's cover photo (spec 01 §5): not empty, at most 5,242,880 bytes, an image by its bytes (sharp
 * reads the header, whatever name or type the browser sent), stored 1366 × 240 in WebP. The browser crops
 * at that ratio already; `cover` crops again for a client that did not.
 */
export async function storeCoverImage(bytes: Buffer, publicDir: string): Promise<CoverResult> {
  if (bytes.length === 0) return { ok: false, message: messages.imageInvalide };
  if (bytes.length > FILE_LIMITS.coverImage.maxBytes) return { ok: false, message: formatMessage('fichierTropLourdMax', { max: 5 }) };
  const format = await sharp(bytes)
    .metadata()
    .then((meta) => meta.format)
    .catch(() => undefined);
  if (!format || !FORMATS.has(format)) return { ok: false, message: messages.imageInvalide };
  const name = `${randomUUID()}.webp`;
  const folder = path.join(publicDir, 'uploads', FOLDER);
  await mkdir(folder, { recursive: true });
  await sharp(bytes)
    .rotate()
    .resize(FILE_LIMITS.coverImage.width, FILE_LIMITS.coverImage.height, { fit: 'cover' })
    .webp({ quality: 82 })
    .toFile(path.join(folder, name));
  return { ok: true, url: `/uploads/${FOLDER}/${name}` };
}

/** Deletes a cover this module stored (a replaced cover, a deleted offer's); anything else is left alone. */
export async function removeCoverImage(url: string | null | undefined, publicDir: string): Promise<void> {
  const name = url?.match(new RegExp(`^/uploads/${FOLDER}/([0-9a-f-]{36}\\.webp)$`))?.[1];
  if (name) await rm(path.join(publicDir, 'uploads', FOLDER, name), { force: true });
}
