import type { Core, Data } from '@strapi/strapi';
import {
  createOfferStep1Schema,
  harvestMinimumWage,
  OFFER_LANGUAGES,
  offerExpiryFrom,
  offerTranslationsSchema,
  type OfferState,
} from '@cep/domain';
import { ledger } from '../api/account';
import { offerData, step1Attributes, translationColumn } from '../api/offer';
import { communeByCode } from '../places/coordinates';
import { seedDemoApplications } from './demo-applications';
import { seedDemoHarvestStart } from './demo-harvest';
import { seedDemoSeasonalWorkers } from './demo-seasonal';
import { seedDemoJobDating } from './demo-job-dating';
import { seedDemoBlog } from './demo-blog';
import { seedDemoCommerce, seedDemoSubscription } from './demo-commerce';
import { seedDemoCvtheque } from './demo-cvtheque';
import { seedDemoMessaging } from './demo-messaging';
import { seedDemoLogos } from './demo-logos';
import { seedDemoCourses, seedDemoPages } from './demo-pages';
import type { RoleType } from '../bootstrap/roles';
import {
  DEMO_PASSWORD,
  DEMO_PLACE_SENTENCE,
  demoAccounts,
  demoCommunes,
  demoCompanies,
  demoHarvestDetails,
  demoOfferTemplates,
  demoSchools,
} from './demo-data';
import { UIDS } from '../uids';
import { addUser } from '../users/add-user';

const DAY = 24 * 60 * 60 * 1000;
const OFFER_COUNT = 36;

type Created = { id: Data.ID; documentId: string };

/**
 * Fills an empty database with the demo accounts, companies and offers of `npm start`.
 * Runs only when no offer exists, so a restart never duplicates anything.
 */
export async function seedDemoData(strapi: Core.Strapi, roles: Record<RoleType, number>): Promise<void> {
  if ((await strapi.documents(UIDS.offer).count({})) > 0) return;
  strapi.log.info('[seed] empty database: creating demo data');

  // One account per company without a parent; its subsidiaries join it. Credits come through the ledger.
  const companies = new Map<string, Created>();
  const accountOf = new Map<string, number>();
  for (const demo of demoCompanies) {
    const { creditsOffre = 0, creditsIllimites = false, parent, ...company } = demo;
    const accountId = parent
      ? accountOf.get(parent)!
      : Number((await strapi.documents(UIDS.account).create({ data: { type: 'entreprise', creditsIllimites } })).id);
    const created = await strapi.documents(UIDS.company).create({
      data: { ...company, account: accountId, parent: parent ? companies.get(parent)?.id : undefined },
    });
    companies.set(company.societeRaisonsocial, created);
    accountOf.set(company.societeRaisonsocial, accountId);
    if (creditsOffre > 0) {
      await ledger(strapi).grant({
        accountId,
        kind: 'offre',
        quantity: creditsOffre,
        reason: 'cadeau',
        comment: 'Crédits de démonstration',
      });
    }
  }
  for (const school of demoSchools) {
    const created = await strapi.documents(UIDS.school).create({ data: school });
    // Its subscription is bought once its owner exists (seedDemoSubscription).
    accountOf.set(
      school.ecoleNom,
      Number((await strapi.documents(UIDS.account).create({ data: { type: 'ecole', school: created.id } })).id),
    );
  }

  const recruiterOf = new Map<string, number>();
  let demoCandidate = 0;
  for (const account of demoAccounts) {
    const user = await addUser(strapi, {
      username: account.email,
      email: account.email,
      password: DEMO_PASSWORD,
      provider: 'local',
      confirmed: true,
      blocked: false,
      prenom: account.prenom,
      nom: account.nom,
      role: roles[account.role],
    });
    const organisation = account.company ?? account.school;
    if (organisation) {
      const role = account.proprietaire ? 'proprietaire' : 'membre';
      await strapi.documents(UIDS.membership).create({ data: { account: accountOf.get(organisation), user: user.id, role } });
    }
    if (account.role === 'candidat') {
      await strapi.documents(UIDS.candidate).create({ data: { user: user.id } });
      demoCandidate ||= user.id;
    }
    if (account.company && account.proprietaire) recruiterOf.set(account.company, user.id);
    if (account.school && account.proprietaire) await seedDemoSubscription(strapi, accountOf.get(account.school)!, user.id);
  }

  const companyNames = demoCompanies.map((c) => c.societeRaisonsocial);
  const parentOf = new Map<string, string>(demoCompanies.flatMap((c) => (c.parent ? [[c.societeRaisonsocial, c.parent]] : [])));
  const step1 = createOfferStep1Schema();
  const now = Date.now();
  for (let i = 0; i < OFFER_COUNT; i += 1) {
    const template = demoOfferTemplates[i % demoOfferTemplates.length]!;
    const commune = communeByCode(demoCommunes[(i * 7) % demoCommunes.length]!)!;
    const published = new Date(now - (i + 1) * 0.7 * DAY);
    const state = demoState(i);
    const name = companyNames[i % companyNames.length]!;
    const account = parentOf.get(name) ?? name;
    const harvest = template.vendanges ? demoHarvestDetails(i, now) : undefined;
    // A harvest offer pays at least the SMIC in force when it starts: the demo follows its revaluations.
    const minimumPay = harvest ? harvestMinimumWage(harvest.debutAuPlusTot) : 0;
    const form = step1.parse({
      offreTitre: template.titre,
      offreContrat: template.contrat,
      offreTexte: `${template.texte}\n\nPoste basé à ${commune.nom}. Rejoignez une équipe passionnée au cœur du vignoble.`,
      offreVille: commune.code,
      offreDomaine1: template.domaine,
      offreExperience: template.experience,
      offreNiveauEtude: template.niveau,
      offreRemunerationmin: Math.max(template.paie[0], minimumPay),
      offreRemunerationmax: Math.max(template.paie[1], minimumPay),
      offreRemunerationPeriode: template.paie[2],
      offreLangue: i % 4 === 0 ? [{ langue: 1, niveau: 2 }] : [],
      emploivendagesaisonier: Boolean(template.vendanges),
      vendanges: harvest,
    });
    // Through the recruiter's form and its writer, as a recruiter would save them.
    const translations = offerTranslationsSchema.parse(
      Object.fromEntries(
        OFFER_LANGUAGES.flatMap((language) => {
          const written = template.traductions?.[language];
          if (!written) return [];
          return [[language, { titre: written.titre, texte: `${written.texte}\n\n${DEMO_PLACE_SENTENCE[language](commune.nom)}` }]];
        }),
      ),
    );
    const stored = translationColumn(translations);
    if ('errors' in stored) throw new Error(`demo offer ${template.titre}: ${JSON.stringify(stored.errors)}`);
    const anonyme = i % 11 === 5;
    await strapi.documents(UIDS.offer).create({
      data: offerData({
        ...step1Attributes(form),
        traductions: stored.column,
        // One offer received on the recruiter's own site, so the apply button's redirection has material.
        ...(i === 29
          ? { offreModeReception: 'url', offrePostuleurl: 'https://recrutement.cavavin-rhone.example/offres' }
          : { offreModeReception: 'mail' }),
        offreMail:
          i === 29
            ? null
            : `recrutement@${account
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
        company: companies.get(name)!.id,
        account: accountOf.get(name),
        recruteur: recruiterOf.get(account) ?? null,
      }),
    });
  }
  await seedDemoApplications(strapi, demoCandidate, accountOf.get(companyNames[0]!)!);
  await seedDemoHarvestStart(strapi, accountOf.get(companyNames[0]!)!);
  await seedDemoSeasonalWorkers(strapi, accountOf.get(companyNames[0]!)!, demoCandidate);
  await seedDemoJobDating(strapi, accountOf.get(companyNames[0]!)!);
  await seedDemoCommerce(strapi, accountOf.get(companyNames[0]!)!, recruiterOf.get(companyNames[0]!)!, demoCandidate);
  // After commerce: the CV bought uses a credit of Delmas's pack.
  await seedDemoCvtheque(strapi, roles.candidat, accountOf.get(companyNames[0]!)!, recruiterOf.get(companyNames[0]!)!, demoCandidate);
  await seedDemoMessaging(strapi, accountOf.get(companyNames[0]!)!, recruiterOf.get(companyNames[0]!)!, demoCandidate);
  await seedDemoPages(strapi, accountOf);
  await seedDemoLogos(strapi);
  await seedDemoCourses(strapi, accountOf);
  await seedDemoBlog(strapi, accountOf.get(companyNames[0]!)!, accountOf.get(demoSchools[0]!.ecoleNom)!);
  strapi.log.info(
    `[seed] ${OFFER_COUNT} offers, ${companies.size} companies, ${demoAccounts.length} accounts, demo applications, a confirmed harvest start, a conversation, orders, CVs, alerts, pages with logos, events, courses and the blog`,
  );
}

/** Mostly published, with a few offers in every other state so moderation and lifecycle have material. */
function demoState(i: number): OfferState {
  if (i === 30 || i === 31 || i === 32) return 'validation';
  if (i === 34) return 'brouillon';
  if (i === 35) return 'suspendue';
  return 'publiee';
}
