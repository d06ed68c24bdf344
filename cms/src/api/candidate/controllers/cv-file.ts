import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { messages } from '@cep/domain';
import { privateStorage } from '../../../private-files/storage';
import { sendPrivateFile } from '../../../private-files/serve';
import { uploadIn } from '../../../private-files/uploads';
import { refuse } from '../../../utils/respond';
import { cvFiles, type ProfileFile } from '../services/cv-files';
import { userIdOf } from '../../../utils/current-user';

/** `/candidat/cv/photo` and `/candidat/cv/fichier`: the multipart field is `photo` or `cvFichier`. */
const FIELDS: Record<string, ProfileFile> = { photo: 'photo', fichier: 'cvFichier' };

function fieldOf(ctx: Context): ProfileFile {
  return FIELDS[String(ctx.params.file)] ?? 'photo';
}

/** The candidate's photo and CV file: upload (checked by bytes), removal, private download. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** POST /candidat/cv/{photo|fichier} — `code` 200 with the file's name and size, or the field's error. */
  async upload(ctx: Context) {
    const field = fieldOf(ctx);
    const upload = await uploadIn(ctx, field);
    if (!upload) return refuse(ctx, { [field]: field === 'photo' ? messages.imageInvalide : messages.cvFormat });
    const stored = await cvFiles(strapi).store(userIdOf(ctx), field, upload);
    if (!stored.ok) return refuse(ctx, { [field]: stored.message });
    ctx.body = { code: 200, fichier: { nom: stored.file.nom, taille: stored.file.taille } };
  },

  /** DELETE /candidat/cv/{photo|fichier}. */
  async remove(ctx: Context) {
    await cvFiles(strapi).remove(userIdOf(ctx), fieldOf(ctx));
    ctx.body = { code: 200 };
  },

  /** GET /candidat/cv/{photo|fichier} — the caller's own file; the photo is shown inline. */
  async download(ctx: Context) {
    const field = fieldOf(ctx);
    const file = await cvFiles(strapi).file(userIdOf(ctx), field);
    if (!file) {
      ctx.status = 404;
      ctx.body = { code: 404 };
      return;
    }
    await sendPrivateFile(ctx, privateStorage(strapi), file, field === 'photo' ? 'inline' : 'attachment');
  },
});
