import { randomUUID } from 'node:crypto';
import { BLOG_COVER, documentKind, FILE_LIMITS, formatMessage, messages } from '@cep/domain';
import { checkImageHeader, decodeImage } from '../uploads/image-check';
import { publicPathOf, type PublicStorage } from './public-storage';

/**
 * The public images of Cep (spec 01 §5): an offer's or a page's cover (≤ 5,242,880 bytes, stored 1366 × 240),
 * a logo and gallery photos (≤ 2 MB, kept within 400 × 400 and 1600 × 1200). The browser crops the cover
 * already; `cover` crops again for a client that did not.
 */
const IMAGE_KINDS = {
  cover: {
    maxBytes: FILE_LIMITS.coverImage.maxBytes,
    width: FILE_LIMITS.coverImage.width,
    height: FILE_LIMITS.coverImage.height,
    fit: 'cover',
  },
  /** A blog article's cover (spec 02 §9: ratio 1092/408). */
  blogCover: { maxBytes: BLOG_COVER.maxBytes, width: BLOG_COVER.width, height: BLOG_COVER.height, fit: 'cover' },
  logo: { maxBytes: FILE_LIMITS.image.maxBytes, width: 400, height: 400, fit: 'inside' },
  photo: { maxBytes: FILE_LIMITS.image.maxBytes, width: 1600, height: 1200, fit: 'inside' },
} as const;

export type ImageKind = keyof typeof IMAGE_KINDS;
export type PublicFileResult = { ok: true; url: string } | { ok: false; message: string };

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

async function writePublic(storage: PublicStorage, folder: string, name: string, bytes: Buffer) {
  await storage.put(`${folder}/${name}`, bytes);
  return `/uploads/${folder}/${name}`;
}

/**
 * Stores an image checked by its bytes (sharp reads the header, whatever name or type the browser sent),
 * resized for its kind and converted to WebP under a random name in `/uploads/{folder}/`.
 */
export async function storePublicImage(bytes: Buffer, storage: PublicStorage, folder: string, kind: ImageKind): Promise<PublicFileResult> {
  const limits = IMAGE_KINDS[kind];
  if (bytes.length === 0) return { ok: false, message: messages.imageInvalide };
  if (bytes.length > limits.maxBytes)
    return { ok: false, message: formatMessage('fichierTropLourdMax', { max: megabytes(limits.maxBytes) }) };
  const header = await checkImageHeader(bytes);
  if (!header.ok) return header;
  const webp = await decodeImage(bytes)
    .rotate()
    .resize(limits.width, limits.height, { fit: limits.fit, withoutEnlargement: limits.fit !== 'cover' })
    .webp({ quality: 82 })
    .toBuffer();
  const url = await writePublic(storage, folder, `${randomUUID()}.webp`, webp);
  return { ok: true, url };
}

/** A school's brochure (spec 01 §5, spec 02 §5): a PDF by its bytes, at most 2,000,000 bytes; public, as brochures are. */
export async function storePublicPdf(bytes: Buffer, storage: PublicStorage, folder: string): Promise<PublicFileResult> {
  if (bytes.length > FILE_LIMITS.brochure.maxBytes) return { ok: false, message: messages.fichierTropLourd };
  if (documentKind(bytes) !== 'pdf') return { ok: false, message: messages.plaquettePdf };
  const url = await writePublic(storage, folder, `${randomUUID()}.pdf`, bytes);
  return { ok: true, url };
}

/** Deletes a file this module stored in `folder` (a replaced or removed one); anything else is left alone. */
export async function removePublicFile(url: string | null | undefined, storage: PublicStorage, folder: string): Promise<void> {
  const publicPath = publicPathOf(url);
  if (publicPath?.startsWith(`${folder}/`)) await storage.remove(publicPath);
}
