import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { messages } from '@cep/domain';
import { uploadIn } from '../../../private-files/uploads';
import { storedFile } from '../../../private-files/private-file';
import { columnOf } from '../../../utils/row-lock';
import { candidateProfile } from '../../candidate/services/profiles';
import { cvs } from '../../candidate/services/cv';
import { OFFER_UID } from '../../offer/services/lifecycle';
import { APPLICATION_UID, isoTime } from '../services/application-records';
import { applicableOffer, apply } from '../services/apply';
import { applications } from '../services/applications';
import { userIdOf } from '../../../utils/current-user';

function notFound(ctx: Context) {
  ctx.status = 404;
  ctx.body = { code: 404, message: messages.offreIntrouvable };
}

/** The candidate's side of applications (spec 02 §2, §4, §7; issue #11 items 3, 4, 6). */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /offres/{id}/postuler — what the apply form needs: the offer, the profile test, the profile's CV, a previous application. */
  async context(ctx: Context) {
    const offer = await applicableOffer(strapi, String(ctx.params.id));
    if (!offer || !offer.ouverte) return notFound(ctx);
    const userId = userIdOf(ctx);
    const profile = await candidateProfile(strapi, userId, {});
    const previous = await strapi.db
      .query(APPLICATION_UID)
      .findOne({ where: { cle: `${offer.row.id}:${profile.id}` }, select: ['documentId', 'createdAt'] });
    const cvFile = storedFile(profile.cvFichier);
    ctx.body = {
      code: 200,
      offre: {
        id: offer.id,
        titre: offer.titre,
        entreprise: offer.entreprise,
        vendanges: offer.vendanges,
        mode: offer.mode,
        url: offer.url,
      },
      profil: (await cvs(strapi).completion(userId)).complet,
      cvProfil: cvFile ? { nom: cvFile.nom, taille: cvFile.taille } : null,
      dejaPostule: previous ? { id: previous.documentId, date: isoTime(previous.createdAt) } : null,
    };
  },

  /** POST /offres/{id}/postuler — multipart: `cv`, `lettre`, `candidatOffreReponse` (or the harvest fields): `code`, `errors`, `url`. */
  async apply(ctx: Context) {
    const body = (ctx.request.body ?? {}) as Record<string, unknown>;
    const result = await apply(strapi, userIdOf(ctx), String(ctx.params.id), {
      body,
      cv: await uploadIn(ctx, 'cv'),
      lettre: await uploadIn(ctx, 'lettre'),
    });
    if (result.ok) {
      ctx.body = { code: 200, id: result.id, url: '/candidat/candidatures', message: messages.candidatureEnvoyee };
      return;
    }
    ctx.status = result.status;
    if (result.status === 404) ctx.body = { code: 404, message: messages.offreIntrouvable };
    else if ('errors' in result) ctx.body = { code: 400, errors: result.errors };
    else if ('profil' in result) ctx.body = { code: 400, profil: false, message: messages.profilIncomplet };
    else ctx.body = { code: 409, message: result.message, ...(result.url ? { url: result.url } : {}) };
  },

  /** POST /offres/{id}/postuler/redirection — an offer received on the recruiter's site: the click is counted, then `url`. */
  async redirect(ctx: Context) {
    const offer = await applicableOffer(strapi, String(ctx.params.id));
    if (!offer || !offer.ouverte || offer.mode !== 'url' || !offer.url) return notFound(ctx);
    const table = strapi.db.metadata.get(OFFER_UID).tableName;
    // One UPDATE … SET n = n + 1: simultaneous clicks are all counted.
    await strapi.db
      .connection(table)
      .where('id', offer.row.id)
      .increment(columnOf(strapi, OFFER_UID, 'clicsPostuler'), 1);
    ctx.body = { code: 200, url: offer.url };
  },

  /** GET /candidat/candidatures?page=&statut=&searchCandidature= */
  async list(ctx: Context) {
    ctx.body = { code: 200, ...(await applications(strapi).candidateList(userIdOf(ctx), ctx.query)) };
  },

  /** POST /candidat/relance/candidature/{id} — the spec's GET; it sends an e-mail, so POST. */
  async chaseUp(ctx: Context) {
    const result = await applications(strapi).chaseUp(userIdOf(ctx), String(ctx.params.id));
    if (!result) {
      ctx.status = 404;
      ctx.body = { code: 404 };
    } else if (!result.ok) {
      ctx.status = 400;
      ctx.body = { code: 400, message: result.message };
    } else ctx.body = { code: 200, date: result.date, message: messages.relanceEnvoyee };
  },

  /** DELETE /candidat/supprime/candidature/{id} — the spec's GET; it deletes, so DELETE. */
  async withdraw(ctx: Context) {
    if (!(await applications(strapi).withdraw(userIdOf(ctx), String(ctx.params.id)))) {
      ctx.status = 404;
      ctx.body = { code: 404 };
      return;
    }
    ctx.body = { code: 200, message: messages.candidatureSupprimee };
  },
});
