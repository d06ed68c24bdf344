import type { Core } from '@strapi/strapi';
import { addMonths, todayIso, type COURSE_TYPES } from '@cep/domain';
import { toSafeHtml } from '../utils/rich-text';
import { UIDS } from '../uids';

/** Presentations of the demo pages put online; the other companies stay drafts, so both states have material. */
const COMPANY_PAGES: Record<string, { description: string; societeDatecreation: number; siteWeb?: string }> = {
  'Vignobles Delmas': {
    description:
      'Propriété familiale de 60 hectares sur les côtes de Saint-Émilion, en conversion biologique depuis 2021.\n\nTrois générations de vignerons, une équipe de vingt-cinq personnes à la vigne et au chai, et des saisonniers fidèles à chaque vendange.',
    societeDatecreation: 1962,
    siteWeb: 'https://vignobles-delmas.example',
  },
  'Domaine Delmas Bourgogne': {
    description: 'Filiale bourguignonne des Vignobles Delmas : 18 hectares en Côte de Beaune, vendanges manuelles et élevage en fûts.',
    societeDatecreation: 1998,
  },
  'Maison Perrard': {
    description: 'Maison de champagne fondée en 1921 à Épernay. Nos caves de craie abritent trois millions de bouteilles.',
    societeDatecreation: 1921,
  },
};

const SCHOOL_PAGE = {
  description:
    'Lycée agricole et centre de formation d’apprentis au cœur du Médoc : du CAPa Métiers de l’agriculture au BTS Viticulture-Œnologie, en formation initiale ou en alternance.\n\nNotre domaine de 15 hectares sert de terrain d’apprentissage.',
  adresseVille: 'Blanquefort',
  adresseCp: '33290',
  urlVideo: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  fraisScolarite: 'Gratuit en apprentissage ; 250 € par an en formation initiale',
};

/** Company and school pages online, and upcoming events in the agenda. */
export async function seedDemoPages(strapi: Core.Strapi, accountOf: Map<string, number>): Promise<void> {
  for (const [name, page] of Object.entries(COMPANY_PAGES)) {
    const company = await strapi.documents(UIDS.company).findFirst({ filters: { societeRaisonsocial: name } });
    if (!company) continue;
    await strapi.documents(UIDS.company).update({
      documentId: company.documentId,
      data: { ...page, description: toSafeHtml(page.description), enLigne: true },
    });
  }
  const school = await strapi.documents(UIDS.school).findFirst({});
  if (school) {
    await strapi.documents(UIDS.school).update({
      documentId: school.documentId,
      data: { ...SCHOOL_PAGE, description: toSafeHtml(SCHOOL_PAGE.description), enLigne: true },
    });
  }
  const today = todayIso();
  const inDays = (days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  const events = [
    {
      account: 'Campus Vigne et Vin de Blanquefort',
      titre: 'Portes ouvertes du campus',
      localisation: 'Blanquefort',
      dateDebut: inDays(12),
      dateFin: inDays(12),
    },
    {
      account: 'Campus Vigne et Vin de Blanquefort',
      titre: 'Forum de l’alternance viticole',
      localisation: 'Bordeaux',
      dateDebut: addMonths(today, 2),
      dateFin: addMonths(today, 2),
    },
    {
      account: 'Vignobles Delmas',
      titre: 'Job dating vendanges',
      localisation: 'Saint-Émilion',
      dateDebut: inDays(20),
      dateFin: inDays(21),
    },
  ];
  for (const { account, ...event } of events) {
    await strapi.documents(UIDS.event).create({ data: { ...event, account: accountOf.get(account) } });
  }
}

const DEMO_COURSES: Array<{
  titre: string;
  type: (typeof COURSE_TYPES)[number];
  niveau: number;
  domaine: number;
  tarif: number;
  objectif: string;
  modalites: string[];
  departements: string[];
  formationCommuneid: string;
  financements: string[];
  sessions: Array<{ lieu: string; months: number; length: number }>;
}> = [
  {
    titre: 'BTS Viticulture-Œnologie en alternance',
    type: 'diplomante',
    niveau: 4,
    domaine: 1,
    tarif: 0,
    objectif:
      'Former des techniciens capables de conduire un vignoble et une vinification, de la taille à la mise en bouteille.\n\nDeux ans en alternance : une semaine au lycée, deux semaines au domaine.',
    modalites: ['alternance'],
    departements: ['33'],
    formationCommuneid: '33056',
    financements: ['opco'],
    sessions: [{ lieu: 'Blanquefort', months: 9, length: 22 }],
  },
  {
    titre: 'Certificat de spécialisation Tracteurs et machines viticoles',
    type: 'certifiante',
    niveau: 3,
    domaine: 1,
    tarif: 0,
    objectif: 'Conduire, régler et entretenir tracteurs enjambeurs et machines à vendanger en sécurité.',
    modalites: ['alternance', 'presentiel'],
    departements: ['33'],
    formationCommuneid: '33056',
    financements: ['opco', 'region'],
    sessions: [{ lieu: 'Blanquefort', months: 1, length: 9 }],
  },
  {
    titre: 'Initiation à la dégustation des vins de Bordeaux',
    type: 'courte',
    niveau: 1,
    domaine: 4,
    tarif: 390,
    objectif: 'Trois journées pour reconnaître les cépages bordelais et décrire un vin.',
    modalites: ['presentiel'],
    departements: ['33'],
    formationCommuneid: '33063',
    financements: ['cpf', 'personnel'],
    sessions: [
      { lieu: 'Bordeaux', months: 1, length: 0 },
      { lieu: 'Bordeaux', months: 3, length: 0 },
    ],
  },
];

/** The demo school's courses: three published with sessions, one draft; the first goes with a work-study offer. */
export async function seedDemoCourses(strapi: Core.Strapi, accountOf: Map<string, number>): Promise<void> {
  const school = await strapi.documents(UIDS.school).findFirst({});
  const accountId = accountOf.get('Campus Vigne et Vin de Blanquefort');
  if (!school || !accountId) return;
  const today = todayIso();
  const created: string[] = [];
  for (const { sessions, objectif, ...course } of DEMO_COURSES) {
    const row = await strapi.documents(UIDS.course).create({
      data: {
        ...course,
        objectif: toSafeHtml(objectif),
        pays: 'FR',
        etat: 'publiee',
        datePublication: new Date().toISOString(),
        account: accountId,
        school: school.id,
      },
    });
    created.push(row.documentId);
    for (const session of sessions) {
      const dateDeb = addMonths(today, session.months);
      await strapi.documents(UIDS.courseSession).create({
        data: { lieu: session.lieu, dateDeb, dateFin: session.length ? addMonths(dateDeb, session.length) : dateDeb, course: row.id },
      });
    }
  }
  await strapi.documents(UIDS.course).create({
    data: { titre: 'Licence pro Commerce des vins (brouillon)', etat: 'brouillon', account: accountId, school: school.id },
  });
  // A work-study offer that names the BTS: the course page lists it (issue #14 item 5).
  const workStudy = await strapi.documents(UIDS.offer).findFirst({ filters: { offreContrat: 4, etat: 'publiee' } });
  const bts = await strapi.documents(UIDS.course).findFirst({ filters: { documentId: created[0] } });
  if (workStudy && bts) await strapi.documents(UIDS.offer).update({ documentId: workStudy.documentId, data: { formation: bts.id } });
}
