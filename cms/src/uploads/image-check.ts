import sharp from 'sharp';
import { IMAGE_MAX_PIXELS, messages } from '@cep/domain';

const FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

/**
 * What an uploaded image is, read from its header only (no pixel is decoded): one of the four formats Cep takes,
 * within IMAGE_MAX_PIXELS, or the French refusal. A GIF's pages count, each being decoded.
 */
export async function checkImageHeader(bytes: Buffer): Promise<{ ok: true } | { ok: false; message: string }> {
  const meta = await sharp(bytes)
    .metadata()
    .catch(() => undefined);
  if (bytes.length === 0 || !meta?.format || !FORMATS.has(meta.format)) return { ok: false, message: messages.imageInvalide };
  const pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0) * (meta.pages ?? 1);
  if (pixels > IMAGE_MAX_PIXELS) return { ok: false, message: messages.imageTropGrande };
  return { ok: true };
}

/** Decodes an image checked above, sharp bounded to the same pixels whatever the header said. */
export const decodeImage = (bytes: Buffer) => sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS });
