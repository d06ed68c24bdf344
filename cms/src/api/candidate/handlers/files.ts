import type { Core } from '@strapi/strapi';
import { messages } from '@cep/domain';
import type { candidateRoutes } from '@cep/domain/contracts';
import { privateStorage } from '../../../private-files/storage';
import { sendPrivateFile } from '../../../private-files/serve';
import { SENT, type Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { cvFiles, type ProfileFile } from '../services/cv-files';

/** `/candidat/cv/photo` and `/candidat/cv/fichier`: the multipart field is `photo` or `cvFichier`. */
const FIELDS: Record<'photo' | 'fichier', ProfileFile> = { photo: 'photo', fichier: 'cvFichier' };

/** The candidate's photo and CV file: upload (checked by bytes), removal, private download. */
export const fileHandlers = (
  strapi: Core.Strapi,
): Handlers<Pick<typeof candidateRoutes, 'uploadFile' | 'downloadFile' | 'removeFile'>> => ({
  /** The file's name and size, or the field's error. */
  async uploadFile({ params, files, caller }) {
    const field = FIELDS[params.file];
    const upload = files[field];
    if (!upload) return refuse.invalid({ [field]: field === 'photo' ? messages.imageInvalide : messages.cvFormat });
    const stored = await cvFiles(strapi).store(caller.id, field, upload);
    if (!stored.ok) return refuse.invalid({ [field]: stored.message });
    return { code: 200, fichier: { nom: stored.file.nom, taille: stored.file.taille } };
  },

  async removeFile({ params, caller }) {
    await cvFiles(strapi).remove(caller.id, FIELDS[params.file]);
    return { code: 200 };
  },

  /** The caller's own file; the photo is shown inline. */
  async downloadFile({ params, caller, ctx }) {
    const field = FIELDS[params.file];
    const file = await cvFiles(strapi).file(caller.id, field);
    if (!file) return refuse.notFound();
    return (await sendPrivateFile(ctx, privateStorage(strapi), file, field === 'photo' ? 'inline' : 'attachment'))
      ? SENT
      : refuse.notFound();
  },
});
