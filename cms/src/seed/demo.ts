import type { Core } from '@strapi/strapi';
import type { OfferState } from '@cep/domain';
import type { RoleType } from '../bootstrap/roles';
import { DEMO_PASSWORD, demoAccounts, demoCommunes, demoCompanies, demoOfferTemplates, demoSchools } from './demo-data';

const DAY = 24 * 60 * 60 * 1000;
const OFFER_COUNT = 36;

type Created = { id: number; documentId: string };

/**
 * Fills an empty database with the demo accounts, companies and offers of `npm start`.
 * Runs only when no offer exists, so a restart never duplicates anything.
 */
export async function seedDemoData(strapi: Core.Strapi, roles: Record<RoleType, number>): Promise<void> {
  if ((await strapi.documents('api::offer.offer').count({})) > 0) return;
  strapi.log.info('[seed] empty database: creating demo data');

  const companies = new Map<string, Created>();
  for (const { parent, ...company } of demoCompanies.map((c) => ({ parent: undefined as string | undefined, ...c }))) {
    const data = { ...company, parent: parent ? companies.get(parent)?.documentId : undefined };
    companies.set(company.societeRaisonsocial, (await strapi.documents('api::company.company').create({ data })) as Created);
  }
  const schools = new Map<string, Created>();
  for (const school of demoSchools) {
    schools.set(school.ecoleNom, (await strapi.documents('api::school.school').create({ data: school })) as Created);
  }

  const users = strapi.plugin('users-permissions').service('user');
  for (const account of demoAccounts) {
    await users.add({
      username: account.email,
      email: account.email,
      password: DEMO_PASSWORD,
      provider: 'local',
      confirmed: true,
      blocked: false,
      prenom: account.prenom,
      nom: account.nom,
      role: roles[account.role],
      proprietaire: account.proprietaire ?? false,
      company: account.company ? companies.get(account.company)?.id : undefined,
      school: account.school ? schools.get(account.school)?.id : undefined,
    });
  }

  const companyList = [...companies.values()];
  const now = Date.now();
  for (let i = 0; i < OFFER_COUNT; i += 1) {
    const template = demoOfferTemplates[i % demoOfferTemplates.length]!;
    const commune = demoCommunes[(i * 7) % demoCommunes.length]!;
    const published = new Date(now - (i + 1) * 0.7 * DAY);
    await strapi.documents('api::offer.offer').create({
      data: {
        offreTitre: template.titre,
        offreContrat: template.contrat,
        offreTexte: `<p>${template.texte}</p><p>Poste basé à ${commune.ville}. Rejoignez une équipe passionnée au cœur du vignoble.</p>`,
        offreVille: commune.ville,
        offreCodePostal: commune.cp,
        offreDepartement: commune.dep,
        latitude: commune.lat,
        longitude: commune.lng,
        emploivendagesaisonier: Boolean(template.vendanges),
        anonyme: i % 11 === 5,
        etat: demoState(i),
        datePublication: published.toISOString(),
        dateExpiration: new Date(i === 33 ? now - DAY : published.getTime() + 60 * DAY).toISOString(),
        company: companyList[i % companyList.length]!.documentId,
      },
    });
  }
  strapi.log.info(`[seed] ${OFFER_COUNT} offers, ${companies.size} companies, ${demoAccounts.length} accounts`);
}

/** Mostly published, with a few offers in every other state so moderation and lifecycle have material. */
function demoState(i: number): OfferState {
  if (i === 30 || i === 31 || i === 32) return 'validation';
  if (i === 34) return 'brouillon';
  if (i === 35) return 'suspendue';
  return 'publiee';
}
