import type { Core } from '@strapi/strapi';
import { formatMessage, messages } from '@cep/domain';
import { APPLY_MANY_MAX, type applicationRoutes } from '@cep/domain/contracts';
import { storedFile } from '../../../private-files/private-file';
import { columnOf } from '../../../utils/row-lock';
import type { Handlers } from '../../../contracts/implement';
import { refuse } from '../../../contracts/refusal';
import { candidateProfile, cvs } from '../../candidate';
import { isoTime } from '../services/application-records';
import { applicableOffer, apply } from '../services/apply';
import { applyMany } from '../services/apply-many';
import { applications } from '../services/applications';
import { UIDS } from '../../../uids';

type Routes = typeof applicationRoutes;
const offerNotFound = () => refuse.notFound(messages.offreIntrouvable);

/** The candidate's side of applications (spec 02 §2, §4, §7; issue #11 items 3, 4, 6). */
export const candidateHandlers = (
  strapi: Core.Strapi,
): Handlers<Pick<Routes, 'context' | 'apply' | 'applyMany' | 'redirect' | 'list' | 'chaseUp' | 'withdraw'>> => ({
  /** What the apply form needs: the offer, the profile test, the profile's CV, a previous application. */
  async context({ params, caller }) {
    const offer = await applicableOffer(strapi, params.id);
    if (!offer || !offer.ouverte) return offerNotFound();
    const profile = await candidateProfile(strapi, caller.id, {});
    const previous = await strapi.db
      .query(UIDS.application)
      .findOne({ where: { cle: `${offer.row.id}:${profile.id}` }, select: ['documentId', 'createdAt'] });
    const cvFile = storedFile(profile.cvFichier);
    const appliedAt = previous ? isoTime(previous.createdAt) : null;
    return {
      code: 200,
      offre: {
        id: offer.id,
        titre: offer.titre,
        entreprise: offer.entreprise,
        vendanges: offer.vendanges,
        mode: offer.mode,
        url: offer.url,
      },
      profil: (await cvs(strapi).completion(caller.id)).complet,
      cvProfil: cvFile ? { nom: cvFile.nom, taille: cvFile.taille } : null,
      dejaPostule: previous && appliedAt ? { id: String(previous.documentId), date: appliedAt } : null,
    };
  },

  /** Multipart: `cv`, `lettre`, `candidatOffreReponse` (or the harvest fields). */
  async apply({ params, body, files, caller }) {
    const result = await apply(strapi, caller.id, params.id, { body, cv: files.cv, lettre: files.lettre });
    if (result.ok) return { code: 200, id: result.id, url: '/candidat/candidatures', message: messages.candidatureEnvoyee };
    if (result.status === 404) return offerNotFound();
    if ('errors' in result) return refuse.invalid(result.errors);
    if ('profil' in result) return refuse.badRequest(messages.profilIncomplet, { profil: false });
    return refuse.conflict(result.message, result.url ? { url: result.url } : {});
  },

  /** Up to ten harvest offers in one step, one application each (issue #40 item 3). */
  async applyMany({ body, caller }) {
    const { offres, ...fields } = body;
    const ids = [...new Set(offres)];
    if (ids.length > APPLY_MANY_MAX)
      return refuse.badRequest(formatMessage('plusieursOffresMax', { max: APPLY_MANY_MAX, retirer: ids.length - APPLY_MANY_MAX }));
    const result = await applyMany(strapi, caller.id, ids, fields);
    if (!result.ok)
      return 'errors' in result ? refuse.invalid(result.errors) : refuse.badRequest(messages.profilIncomplet, { profil: false });
    const envoyees = result.outcomes.filter((outcome) => outcome.resultat === 'envoyee').length;
    return { code: 200, envoyees, resultats: result.outcomes };
  },

  /** An offer received on the recruiter's site: the click is counted, then `url`. */
  async redirect({ params }) {
    const offer = await applicableOffer(strapi, params.id);
    if (!offer || !offer.ouverte || offer.mode !== 'url' || !offer.url) return offerNotFound();
    const table = strapi.db.metadata.get(UIDS.offer).tableName;
    // One UPDATE … SET n = n + 1: simultaneous clicks are all counted.
    await strapi.db
      .connection(table)
      .where('id', offer.row.id)
      .increment(columnOf(strapi, UIDS.offer, 'clicsPostuler'), 1);
    return { code: 200, url: offer.url };
  },

  async list({ query, caller }) {
    return { code: 200, ...(await applications(strapi).candidateList(caller.id, query)) };
  },

  /** The spec's GET; it sends an e-mail, so POST. */
  async chaseUp({ params, caller }) {
    const result = await applications(strapi).chaseUp(caller.id, params.id);
    if (!result) return refuse.notFound();
    if (!result.ok) return refuse.badRequest(result.message);
    return { code: 200, date: result.date, message: messages.relanceEnvoyee };
  },

  /** The spec's GET; it deletes, so DELETE. */
  async withdraw({ params, caller }) {
    if (!(await applications(strapi).withdraw(caller.id, params.id))) return refuse.notFound();
    return { code: 200, message: messages.candidatureSupprimee };
  },
});
