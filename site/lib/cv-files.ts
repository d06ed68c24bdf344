import { APPLICATION_FILE_TYPES, checkImage, FILE_LIMITS, formatMessage, messages, type FileCheck } from '@cep/domain';

/**
 * The candidate's CV file: PDF, DOC or DOCX of at most 1 MB, the cms's limit (it is the file sent with an
 * application, where a chosen file weighs 1024 KB at most, spec 02 §5). The cms checks the bytes again.
 */
export const CV_FILE_MAX_BYTES = FILE_LIMITS.applicationFileAtSelection.maxBytes;
export const CV_FILE_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/gif';

type Chosen = { name: string; size: number; type: string };

/** Some systems give a .doc or .docx no type: its extension then says what it claims to be. */
const documentType = (file: Chosen) => file.type in APPLICATION_FILE_TYPES || (file.type === '' && /\.(pdf|docx?)$/i.test(file.name));

/** The browser's (and the site server's) courtesy check of a CV file, with the spec's messages. */
export function checkCvDocument(file: Chosen): FileCheck {
  if (file.size === 0 || !documentType(file)) return { ok: false, message: messages.cvFormat };
  if (file.size > CV_FILE_MAX_BYTES)
    return { ok: false, message: formatMessage('fichierTropLourdMax', { max: CV_FILE_MAX_BYTES / (1024 * 1024) }) };
  return { ok: true };
}

/** The profile photo: an image of at most 2 MB. */
export function checkCvPhoto(file: Chosen): FileCheck {
  return checkImage(file, FILE_LIMITS.profileImage.maxBytes);
}
