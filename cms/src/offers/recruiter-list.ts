import type { Core } from '@strapi/strapi';
import { availableActions, contractLabel, contractIds, offerMachine, offerStateKeys, offerStateLabel, type OfferState } from '@cep/domain';
import type { OfferRow } from './attributes';
import { OFFER_UID } from './lifecycle';

type Query = Record<string, unknown>;

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/**
 * The management page (spec 02 §2): the account's offers filtered by status, contract and free text, with
 * the actions the state machine allows and the counts per status. Applications are counted once they exist.
 */
export async function listRecruiterOffers(strapi: Core.Strapi, companyId: number, query: Query) {
  const account = { compte: { id: companyId } };
  const where: Record<string, unknown>[] = [account];
  const etat = text(query.etat);
  if ((offerStateKeys as string[]).includes(etat)) where.push({ etat });
  const contrat = Number(text(query.contrat));
  if (contractIds.includes(contrat as never)) where.push({ offreContrat: contrat });
  const q = text(query.q).slice(0, 100);
  if (q) where.push({ $or: [{ offreTitre: { $containsi: q } }, { offreVille: { $containsi: q } }] });

  const [rows, all] = await Promise.all([
    strapi.documents(OFFER_UID).findMany({
      filters: { $and: where },
      populate: { company: { fields: ['societeRaisonsocial'] } },
      sort: { updatedAt: 'desc' },
    }) as unknown as Promise<OfferRow[]>,
    strapi.documents(OFFER_UID).findMany({ filters: account, fields: ['etat'] }) as unknown as Promise<Array<{ etat: OfferState }>>,
  ]);
  const compteurs = Object.fromEntries(offerStateKeys.map((key) => [key, all.filter((o) => o.etat === key).length]));
  return {
    compteurs,
    offres: rows.map((row) => ({
      id: row.documentId,
      titre: row.offreTitre,
      contrat: { id: row.offreContrat, libelle: contractLabel(row.offreContrat ?? 0) ?? '' },
      etat: row.etat,
      etatLibelle: offerStateLabel(row.etat as OfferState),
      ville: row.offreVille ?? '',
      societe: row.company?.societeRaisonsocial ?? '',
      etape: row.etape ?? 1,
      datePublication: row.datePublication,
      dateExpiration: row.dateExpiration,
      dateSuspension: row.dateSuspension,
      motifRefus: row.motifRefus,
      candidatures: 0,
      actions: availableActions(offerMachine, row.etat as OfferState, 'recruteur'),
    })),
  };
}
