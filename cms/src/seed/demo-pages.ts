import type { Core } from '@strapi/strapi';
import { addMonths, todayIso } from '@cep/domain';
import { COMPANY_UID, SCHOOL_UID } from '../api/account/services/organisations';
import { EVENT_UID } from '../api/page/services/events';
import { toSafeHtml } from '../utils/rich-text';

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
    const company = await strapi.documents(COMPANY_UID).findFirst({ filters: { societeRaisonsocial: name } });
    if (!company) continue;
    await strapi.documents(COMPANY_UID).update({
      documentId: company.documentId,
      data: { ...page, description: toSafeHtml(page.description), enLigne: true },
    });
  }
  const school = await strapi.documents(SCHOOL_UID).findFirst({});
  if (school) {
    await strapi.documents(SCHOOL_UID).update({
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
    await strapi.documents(EVENT_UID).create({ data: { ...event, account: accountOf.get(account) } });
  }
}
