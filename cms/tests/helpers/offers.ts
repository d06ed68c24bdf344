import type { Core } from '@strapi/strapi';
import request from 'supertest';

/** A CDI in Pauillac with everything step 1 requires for publication. */
export const completeOffer = {
  offreTitre: 'Caviste',
  offreContrat: 1,
  offreTexte: 'Conseil et vente en boutique.',
  offreVille: '33314',
  offreDomaine1: 1,
  offreExperience: 1,
  offreNiveauEtude: 1,
  offreRemunerationmin: 24000,
  offreRemunerationmax: 28000,
  offreRemunerationPeriode: 'an',
};

/** What a harvest offer needs for publication (issue #40): a window, a length, positions, a job, housing, transport. */
export const harvestDetails = {
  fenetre: 'autour du 12 septembre',
  debutAuPlusTot: '2027-09-08',
  debutAuPlusTard: '2027-09-16',
  dureeJours: 12,
  postes: 20,
  metiers: ['coupeur', 'porteur'],
  logement: 'sur-place',
  logementPlaces: 8,
  repas: ['dejeuner'],
  transport: 'aucun',
  premiereSaison: true,
};

/** `count` offers of the recruiter's account through steps 1 and 2 (signed by `companyId`), ready to publish. */
export async function readyOffers(strapi: Core.Strapi, jwt: string, companyId: string, count = 1): Promise<string[]> {
  const http = () => request(strapi.server.httpServer);
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const created = await http()
      .post('/api/recrutement/offre/description-offre')
      .auth(jwt, { type: 'bearer' })
      .send(completeOffer)
      .expect(200);
    await http()
      .put(`/api/recrutement/offre/${created.body.id}/description-entreprise`)
      .auth(jwt, { type: 'bearer' })
      .send({ societe: companyId, nombreSalaries: 2, offreModeReception: 'mail', offreMail: 'rh@exemple.fr', options: [] })
      .expect(200);
    ids.push(created.body.id);
  }
  return ids;
}
