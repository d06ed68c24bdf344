import type { Core } from '@strapi/strapi';
import { candidateAlertSchema } from '@cep/domain';
import { candidateAlerts, criteriaOf, cvAlerts } from '../api/alert';
import { cvLibrary } from '../api/cvtheque';
import { DEMO_PASSWORD } from './demo-data';
import { UIDS } from '../uids';
import { addUser } from '../users/add-user';

type DemoCv = {
  prenom: string;
  nom: string;
  titre: string;
  annees: number;
  experience: number;
  niveau: number;
  remuneration: number;
  contrats: number[];
  domaines: number[];
  zones: string[];
  permis: boolean;
  postes: Array<[string, string, string, string | null]>;
  diplome: [string, string, string, string];
  langues: number[];
};

/** Visible CVs across the vineyards, so the library, its facets and its radius search have material. */
const DEMO_CVS: DemoCv[] = [
  {
    prenom: 'Camille',
    nom: 'Roux',
    titre: 'Maître de chai, vinification en barriques',
    annees: 12,
    experience: 5,
    niveau: 6,
    remuneration: 42000,
    contrats: [1],
    domaines: [2],
    zones: ['vil33314', 'dep33'],
    permis: true,
    postes: [
      ['Maître de chai', 'Château Pichon', '2016-03-01', null],
      ['Caviste', 'Château Lagrange', '2012-09-01', '2016-02-01'],
    ],
    diplome: ['Diplôme national d’œnologue', 'Bordeaux', '2010-09-01', '2012-06-01'],
    langues: [1, 2],
  },
  {
    prenom: 'Julien',
    nom: 'Mercier',
    titre: 'Tractoriste vigne, taille et prétaille',
    annees: 6,
    experience: 4,
    niveau: 3,
    remuneration: 24000,
    contrats: [1, 2],
    domaines: [1, 7],
    zones: ['dep21', 'dep71'],
    permis: true,
    postes: [['Tractoriste', 'Domaine Faiveley', '2019-02-01', null]],
    diplome: ['Bac pro Conduite et gestion de l’entreprise vitivinicole', 'Beaune', '2016-09-01', '2018-06-01'],
    langues: [],
  },
  {
    prenom: 'Inès',
    nom: 'Benali',
    titre: 'Sommelière conseil et vente à la propriété',
    annees: 5,
    experience: 4,
    niveau: 4,
    remuneration: 28000,
    contrats: [1, 2],
    domaines: [5, 3],
    zones: ['reg44'],
    permis: false,
    postes: [['Sommelière', 'Maison Ruinart', '2020-04-01', null]],
    diplome: ['Mention complémentaire sommellerie', 'Reims', '2018-09-01', '2019-06-01'],
    langues: [1, 3],
  },
  {
    prenom: 'Hugo',
    nom: 'Lefèvre',
    titre: 'Vendangeur et porteur, disponible pour la saison',
    annees: 2,
    experience: 3,
    niveau: 2,
    remuneration: 21000,
    contrats: [2],
    domaines: [1],
    zones: [],
    permis: true,
    postes: [['Vendangeur', 'Domaine Ott', '2024-09-01', '2024-10-01']],
    diplome: ['CAP Métiers de l’agriculture', 'Orange', '2021-09-01', '2023-06-01'],
    langues: [],
  },
  {
    prenom: 'Sarah',
    nom: 'Garnier',
    titre: 'Responsable œnotourisme et accueil au caveau',
    annees: 7,
    experience: 4,
    niveau: 5,
    remuneration: 33000,
    contrats: [1],
    domaines: [6],
    zones: ['dep84', 'dep13'],
    permis: true,
    postes: [['Responsable œnotourisme', 'Château La Nerthe', '2018-05-01', null]],
    diplome: ['Licence professionnelle commerce des vins et œnotourisme', 'Avignon', '2015-09-01', '2016-06-01'],
    langues: [1, 2, 3],
  },
  {
    prenom: 'Thomas',
    nom: 'Petit',
    titre: 'Ouvrier viticole polyvalent',
    annees: 3,
    experience: 3,
    niveau: 2,
    remuneration: 22000,
    contrats: [2, 3],
    domaines: [1],
    zones: ['vil33529'],
    permis: false,
    postes: [['Ouvrier viticole', 'Château Figeac', '2022-01-01', null]],
    diplome: ['CAPa Vigne et vin', 'Libourne', '2019-09-01', '2021-06-01'],
    langues: [],
  },
];

/**
 * What alerts and the CV library show on `npm start`: visible CVs, the demo candidate's search alert, a CV
 * alert of Vignobles Delmas, a CV it likes and the demo candidate's CV it bought (the candidate sees who).
 */
export async function seedDemoCvtheque(
  strapi: Core.Strapi,
  candidateRole: number,
  accountId: number,
  recruiterUserId: number,
  candidateUserId: number,
): Promise<void> {
  const candidates: string[] = [];
  for (const cv of DEMO_CVS) {
    const email = `${cv.prenom}.${cv.nom}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z.]/g, '');
    const user = await addUser(strapi, {
      username: `${email}@cep.demo`,
      email: `${email}@cep.demo`,
      password: DEMO_PASSWORD,
      provider: 'local',
      confirmed: true,
      blocked: false,
      prenom: cv.prenom,
      nom: cv.nom,
      telephone: '0601020304',
      role: candidateRole,
    });
    const profile = await strapi.documents(UIDS.candidate).create({
      data: {
        user: user.id,
        cvTitre: cv.titre,
        cvAnneesExperience: cv.annees,
        cvExperience: cv.experience,
        cvNiveauEtude: cv.niveau,
        cvRemuneration: cv.remuneration,
        cvContratSouhaite: cv.contrats,
        cvDomaines: cv.domaines,
        cvZonegeo: cv.zones,
        cvPermis: cv.permis,
      },
    });
    for (const [titre, lieu, debut, fin] of cv.postes) {
      await strapi.documents(UIDS.cvEntry).create({
        data: {
          kind: 'experience',
          titre,
          lieu,
          dateDebut: debut,
          dateFin: fin ?? undefined,
          enCours: fin === null,
          candidate: profile.id,
        },
      });
    }
    const [titre, lieu, debut, fin] = cv.diplome;
    await strapi.documents(UIDS.cvEntry).create({
      data: { kind: 'diplome', titre, lieu, dateDebut: debut, dateFin: fin, candidate: profile.id },
    });
    for (const langue of cv.langues) {
      await strapi.documents(UIDS.cvLanguage).create({ data: { langue, niveau: 2, candidate: profile.id } });
    }
    // Visible last, as a candidate does once the CV is complete.
    await strapi.documents(UIDS.candidate).update({
      documentId: profile.documentId,
      data: { visible: true, visibleDepuis: new Date().toISOString() },
    });
    candidates.push(profile.documentId);
  }

  const alert = candidateAlertSchema.parse({ motCle: 'caviste', zonegeo: ['dep33'], contrats: [1, 2] });
  await candidateAlerts(strapi).create(candidateUserId, criteriaOf(alert), 'quotidienne');
  await cvAlerts(strapi).create(accountId, recruiterUserId, {
    titre: 'Maîtres de chai en Gironde',
    domaine1: 2,
    contrats: [1],
    recruteurAlerteZonegeo: [{ id: 'dep33', label: 'Gironde (33)' }],
    candidatDispoFrance: false,
    statut: 'active',
  });
  await cvLibrary(strapi).like(accountId, candidates[0]!, true);
  const lucas = await strapi.documents(UIDS.candidate).findFirst({ filters: { user: { id: candidateUserId } }, fields: ['documentId'] });
  if (lucas) await cvLibrary(strapi).buy(accountId, recruiterUserId, lucas.documentId);
}
