import { ARTICLE_REVIEWS, articleReviewSchema, messages, parseForm } from '@cep/domain';
import { ARTICLE_POPULATE, type ArticleRow, authorOf } from '../../blog';
import { documentData } from '../../../utils/document-data';
import { documentSource, textSearch } from '../services/document-source';
import type { BackofficeResource } from '../services/resource';
import { UIDS } from '../../../uids';
import { oneOf } from '../../../utils/field-of';

const source = documentSource({
  uid: UIDS.article,
  fields: ['titre', 'slug', 'statut', 'revue', 'motifRefus', 'moderePar', 'modereLe', 'auteurType', 'html', 'photo', 'updatedAt'],
  populate: ARTICLE_POPULATE,
  filters: (filter) => {
    const where: Record<string, unknown>[] = [{ auteurType: { $ne: 'cep' } }, { revue: { $ne: 'aucune' } }];
    const revue = oneOf(ARTICLE_REVIEWS, filter.revue);
    if (revue) where.push({ revue });
    where.push(
      ...textSearch(filter.q, [
        (q) => ({ titre: { $containsi: q } }),
        (q) => ({ company: { societeRaisonsocial: { $containsi: q } } }),
        (q) => ({ school: { ecoleNom: { $containsi: q } } }),
      ]),
    );
    return where;
  },
  toRecord: (row) => ({
    id: row.documentId,
    titre: row.titre ?? '',
    auteur: authorOf(row as ArticleRow).nom,
    auteurType: row.auteurType,
    statut: row.statut,
    revue: row.revue,
    motifRefus: row.motifRefus ?? '',
    moderePar: row.moderePar ?? null,
    modereLe: row.modereLe ?? null,
    categorie: row.categorie?.nom ?? '',
    html: row.html ?? '',
    photo: row.photo ?? null,
    updatedAt: row.updatedAt,
  }),
});

/**
 * « Articles à valider »: what companies and schools publish waits here (decided, as offers do); a moderator or
 * an editor validates it (public at once) or refuses it with a reason its authors read on their list. The
 * backoffice sends the decision after react-admin's undo delay, like offer moderation.
 */
export const articleReviews: BackofficeResource = {
  sortable: ['updatedAt', 'modereLe', 'titre'],
  defaultSort: 'updatedAt',
  ...source,

  async update(strapi, id, body, staff) {
    const row = await strapi
      .documents(UIDS.article)
      .findFirst({ filters: { documentId: id, auteurType: { $ne: 'cep' } }, fields: ['statut', 'revue', 'updatedAt'] });
    if (!row) return { ok: false, status: 404, body: { message: messages.articleIntrouvable } };
    const parsed = parseForm(articleReviewSchema, body);
    if (!parsed.ok) return { ok: false, status: 400, body: { message: messages.donneesNonValides, errors: parsed.errors } };
    // A validation is for the text the moderator read: one changed since (or taken offline) waits for a new reading.
    const changed = parsed.data.vu !== undefined && new Date(parsed.data.vu).getTime() !== new Date(row.updatedAt ?? 0).getTime();
    if (parsed.data.revue === 'validee' && (row.statut !== 'publie' || changed))
      return { ok: false, status: 409, body: { message: row.statut !== 'publie' ? messages.articleNonPublie : messages.articleModifie } };
    await strapi.documents(UIDS.article).update({
      documentId: id,
      data: documentData(UIDS.article, {
        revue: parsed.data.revue,
        motifRefus: parsed.data.revue === 'refusee' ? parsed.data.motifRefus : null,
        moderePar: staff.name,
        modereLe: new Date().toISOString(),
      }),
    });
    return { ok: true, record: (await source.get(strapi, id)) ?? {} };
  },
};
