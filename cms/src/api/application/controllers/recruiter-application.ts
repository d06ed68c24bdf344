import type { Core } from '@strapi/strapi';
import type { Context } from 'koa';
import { isApplicationStatus, messages } from '@cep/domain';
import { membershipIn } from '../../../utils/membership';
import { cvs } from '../../candidate/services/cv';
import { applications } from '../services/applications';

function notFound(ctx: Context) {
  ctx.status = 404;
  ctx.body = { code: 404 };
}

/** The recruiter's pipeline (spec 02 §2, §4, §7; issue #11 item 7), always within the caller's account. */
export default ({ strapi }: { strapi: Core.Strapi }) => ({
  /** GET /recrutement/offre/candidature/{offerId}?page=&statut=&searchCandidat= */
  async list(ctx: Context) {
    const list = await applications(strapi).recruiterList(membershipIn(ctx).accountId, String(ctx.params.offerId), ctx.query);
    if (!list) return notFound(ctx);
    ctx.body = { code: 200, ...list };
  },

  /** POST /recrutement/offre/candidature/changestatus/{id}/{status} — `id`, `label` (the spec's GET; it changes data). */
  async changeStatus(ctx: Context) {
    const target = Number(ctx.params.status);
    if (!isApplicationStatus(target)) return notFound(ctx);
    const result = await applications(strapi).changeStatus(membershipIn(ctx).accountId, String(ctx.params.id), target);
    if (!result) return notFound(ctx);
    if (!result.ok) {
      ctx.status = 409;
      ctx.body = { code: 409, message: messages.actionImpossible };
      return;
    }
    ctx.body = { id: result.id, label: result.label };
  },

  /** GET /recrutement/candidature/{id}/profil — the applicant's name and CV as it is now. */
  async profile(ctx: Context) {
    const applicant = await applications(strapi).applicant(membershipIn(ctx).accountId, String(ctx.params.id));
    if (!applicant) return notFound(ctx);
    const { cv, experiences, diplomes, langues, photo } = await cvs(strapi).read(applicant.userId);
    ctx.body = { code: 200, candidat: { prenom: applicant.prenom, nom: applicant.nom }, cv, experiences, diplomes, langues, photo };
  },
});
