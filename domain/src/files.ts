import { formatMessage, messages } from './messages';
import { documentKind, FILE_KIND_TYPES } from './file-signature';

/** Size and type limits of every upload (spec 01 §5, §9; spec 02 §5, §9). */
export const FILE_LIMITS = {
  coverImage: { maxBytes: 5_242_880, width: 1366, height: 240 },
  image: { maxBytes: 2 * 1024 * 1024 },
  profileImage: { maxBytes: 2 * 1024 * 1024 },
  brochure: { maxBytes: 2_000_000 },
  applicationFileAtSelection: { maxBytes: 1024 * 1024 },
  applicationFilesAtSubmit: { maxBytes: 2048 * 1024 },
} as const;

/**
 * Pixels an uploaded image may have (issue #36 item 7): a 775 KB PNG of 256 megapixels cost 3.3 s of processor to
 * decode. 25 megapixels is a 6,000 × 4,000 photograph, more than any page of Cep shows.
 */
export const IMAGE_MAX_PIXELS = 25_000_000;

export const APPLICATION_FILE_TYPES = {
  'application/pdf': 'pdf',
  'application/msword': 'msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
} as const;

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export interface FileInfo {
  size: number;
  type: string;
}

export type FileCheck = { ok: true } | { ok: false; message: string };

const ok: FileCheck = { ok: true };
const fail = (message: string): FileCheck => ({ ok: false, message });
const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));
/** The spec's « trop lourd » message, its number of MB read from the limit itself. */
const tooHeavy = (maxBytes: number) => formatMessage('fichierTropLourdMax', { max: megabytes(maxBytes) });

/** Cover image: not empty, at most 5,242,880 bytes, an image. */
export function checkCoverImage(file: FileInfo): FileCheck {
  if (file.size === 0 || !(IMAGE_TYPES as readonly string[]).includes(file.type)) return fail(messages.imageInvalide);
  if (file.size > FILE_LIMITS.coverImage.maxBytes) return fail(tooHeavy(FILE_LIMITS.coverImage.maxBytes));
  return ok;
}

/** Other and profile images: an image of at most 2 MB. */
export function checkImage(file: FileInfo, limit: number = FILE_LIMITS.image.maxBytes): FileCheck {
  if (file.size === 0 || !(IMAGE_TYPES as readonly string[]).includes(file.type)) return fail(messages.imageInvalide);
  if (file.size > limit) return fail(tooHeavy(limit));
  return ok;
}

/** School brochure: PDF only, at most 2,000,000 bytes. */
export function checkBrochure(file: FileInfo): FileCheck {
  if (file.type !== 'application/pdf') return fail(messages.plaquettePdf);
  if (file.size > FILE_LIMITS.brochure.maxBytes) return fail(messages.fichierTropLourd);
  return ok;
}

/** CV or cover letter: pdf, msword or docx, at most 1024 KB when chosen. */
export function checkApplicationFile(kind: 'cv' | 'lettre', file: FileInfo): FileCheck {
  if (!(file.type in APPLICATION_FILE_TYPES)) return fail(kind === 'cv' ? messages.cvFormat : messages.lettreFormat);
  if (file.size === 0) return fail(kind === 'cv' ? messages.cvFormat : messages.lettreFormat);
  if (file.size > FILE_LIMITS.applicationFileAtSelection.maxBytes) return fail(tooHeavy(FILE_LIMITS.applicationFileAtSelection.maxBytes));
  return ok;
}

/** At submit the CV and the letter together weigh at most 2048 KB. */
export function checkApplicationFilesTotal(files: FileInfo[]): FileCheck {
  const total = files.reduce((sum, file) => sum + file.size, 0);
  return total > FILE_LIMITS.applicationFilesAtSubmit.maxBytes ? fail(tooHeavy(FILE_LIMITS.applicationFilesAtSubmit.maxBytes)) : ok;
}

/**
 * The server's check of a document's bytes (CV, letter): a PDF, DOC or DOCX by its signature, not empty,
 * at most `maxBytes`. The browser's check of the declared type is only a courtesy.
 */
export function checkDocumentBytes(
  kind: 'cv' | 'lettre',
  bytes: Uint8Array,
  maxBytes: number,
): { ok: true; type: string } | { ok: false; message: string } {
  if (bytes.length > maxBytes) return { ok: false, message: tooHeavy(maxBytes) };
  const found = documentKind(bytes);
  if (!found) return { ok: false, message: kind === 'cv' ? messages.cvFormat : messages.lettreFormat };
  return { ok: true, type: FILE_KIND_TYPES[found] };
}
