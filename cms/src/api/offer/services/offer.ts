import { factories } from '@strapi/strapi';
import { contractLabel } from '@cep/domain';

type OfferRow = {
  documentId: string;
  offreTitre: string;
  offreContrat: number;
  offreTexte: string | null;
  offreVille: string | null;
  offreCodePostal: string | null;
  offreDepartement: string | null;
  emploivendagesaisonier: boolean | null;
  anonyme: boolean | null;
  etat: string;
  datePublication: string | null;
  dateExpiration: string | null;
  company: { societeRaisonsocial: string; societeVille: string | null; description: string | null } | null;
};

/** States whose page stays reachable: published, and published-then-expired (shown as closed). */
const PUBLIC_STATES = ['publiee', 'expiree'];

export default factories.createCoreService('api::offer.offer', ({ strapi }) => ({
  /** The public view of one offer: never a draft or a suspended offer, never the company of an anonymous one. */
  async findPublic(documentId: string) {
    const row = (await strapi.documents('api::offer.offer').findOne({
      documentId,
      fields: [
        'documentId',
        'offreTitre',
        'offreContrat',
        'offreTexte',
        'offreVille',
        'offreCodePostal',
        'offreDepartement',
        'emploivendagesaisonier',
        'anonyme',
        'etat',
        'datePublication',
        'dateExpiration',
      ],
      populate: { company: { fields: ['societeRaisonsocial', 'societeVille', 'description'] } },
    })) as OfferRow | null;
    if (!row || !PUBLIC_STATES.includes(row.etat)) return null;
    const expired = row.etat === 'expiree' || (row.dateExpiration !== null && Date.parse(row.dateExpiration) <= Date.now());
    return {
      id: row.documentId,
      titre: row.offreTitre,
      contrat: { id: row.offreContrat, libelle: contractLabel(row.offreContrat) ?? '' },
      texte: row.offreTexte ?? '',
      ville: row.offreVille ?? '',
      codePostal: row.offreCodePostal ?? '',
      departement: row.offreDepartement ?? '',
      vendanges: Boolean(row.emploivendagesaisonier),
      datePublication: row.datePublication,
      dateExpiration: row.dateExpiration,
      ouverte: !expired,
      entreprise:
        row.anonyme || !row.company
          ? null
          : { nom: row.company.societeRaisonsocial, ville: row.company.societeVille ?? '', description: row.company.description ?? '' },
    };
  },
}));
