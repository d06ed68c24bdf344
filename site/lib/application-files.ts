import { APPLICATION_FILE_TYPES, checkApplicationFile, type FileCheck } from '@cep/domain';

/** What the file pickers of the apply form accept (spec 02 §5: pdf, msword, docx). */
export const APPLICATION_FILE_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

type Chosen = { name: string; size: number; type: string };

const BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Some systems give a .doc or .docx no type: its extension then says what it claims to be. */
export function declaredType(file: Chosen): string {
  if (file.type in APPLICATION_FILE_TYPES) return file.type;
  if (file.type !== '') return file.type;
  return BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? '';
}

/**
 * A file input left empty posts an empty file — nameless from a plain form, but not always through React's action
 * encoding (the popup's CV-only applications were refused on the letter): an empty file is no file.
 */
export function isChosen(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File && value.size > 0;
}

/** At selection (spec 02 §5): pdf, msword or docx, 1024 KB at most, with the spec's messages. */
export function checkChosenFile(kind: 'cv' | 'lettre', file: Chosen): FileCheck {
  return checkApplicationFile(kind, { size: file.size, type: declaredType(file) });
}
