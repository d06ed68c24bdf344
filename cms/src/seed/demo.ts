import type { Core } from '@strapi/strapi';
import { createOfferStep1Schema, offerExpiryFrom, type OfferState } from '@cep/domain';
import { offerData, step1Attributes } from '../offers/attributes';
import { communeByCode } from '../places/coordinates';
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
  const recruiterOf = new Map<string, number>();
  for (const account of demoAccounts) {
    const user = (await users.add({
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
    })) as Created;
    if (account.company && account.proprietaire) recruiterOf.set(account.company, user.id);
  }

  const companyNames = demoCompanies.map((c) => c.societeRaisonsocial);
  const parentOf = new Map<string, string>(demoCompanies.flatMap((c) => ('parent' in c ? [[c.societeRaisonsocial, c.parent]] : [])));
  const step1 = createOfferStep1Schema();
  const now = Date.now();
  for (let i = 0; i < OFFER_COUNT; i += 1) {
    const template = demoOfferTemplates[i % demoOfferTemplates.length]!;
    const commune = communeByCode(demoCommunes[(i * 7) % demoCommunes.length]!)!;
    const published = new Date(now - (i + 1) * 0.7 * DAY);
    const state = demoState(i);
    const name = companyNames[i % companyNames.length]!;
    const account = parentOf.get(name) ?? name;
    const form = step1.parse({
      offreTitre: template.titre,
      offreContrat: template.contrat,
      offreTexte: `${template.texte}\n\nPoste basé à ${commune.nom}. Rejoignez une équipe passionnée au cœur du vignoble.`,
      offreVille: commune.code,
      offreDomaine1: template.domaine,
      offreExperience: template.experience,
      offreNiveauEtude: template.niveau,
      offreRemunerationmin: template.paie[0],
      offreRemunerationmax: template.paie[1],
      offreRemunerationPeriode: template.paie[2],
      offreLangue: i % 4 === 0 ? [{ langue: 1, niveau: 2 }] : [],
      emploivendagesaisonier: Boolean(template.vendanges),
    });
    const anonyme = i % 11 === 5;
    await strapi.documents('api::offer.offer').create({
      data: offerData({
        ...step1Attributes(form),
        offreModeReception: 'mail',
        offreMail: `recrutement@${account
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z]/g, '')}.fr`,
        options: anonyme ? [6] : [],
        anonyme,
        etat: state,
        etape: 3,
        soumiseLe: state === 'brouillon' ? null : published.toISOString(),
        datePublication: state === 'publiee' || state === 'suspendue' ? published.toISOString() : null,
        dateExpiration: i === 33 ? new Date(now - DAY).toISOString() : offerExpiryFrom(published).toISOString(),
        dateSuspension: state === 'suspendue' ? new Date(now - DAY).toISOString() : null,
        company: companies.get(name)!.documentId,
        compte: companies.get(account)!.documentId,
        recruteur: recruiterOf.get(account) ?? null,
      }),
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
