import type { Core } from '@strapi/strapi';
import sharp from 'sharp';
import { addMonths, slugify, todayIso } from '@cep/domain';
import { organisations } from '../api/account';
import { type ArticleOwner, articleWrites } from '../api/blog';
import { storePublicImage } from '../public-media/public-files';
import { publicStorage } from '../public-media/public-storage';
import { documentData } from '../utils/document-data';
import { UIDS } from '../uids';

const CATEGORIES = [
  {
    nom: 'Métiers du vin',
    description: 'Les métiers de la vigne, de la cave et du commerce du vin, racontés par celles et ceux qui les font.',
  },
  { nom: 'Vendanges', description: 'Trouver une place, se préparer, connaître ses droits : tout pour réussir ses vendanges.' },
  { nom: 'Formation', description: 'Diplômes, alternance et reconversion dans la filière viticole.' },
  { nom: 'Conseils recruteurs', description: 'Recruter, accueillir et fidéliser dans les domaines, caves et maisons.' },
];

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

/** Cep's own articles, newest last; one per category at least, so every list has material. */
const NEWSROOM_ARTICLES = [
  {
    titre: 'Vendanges 2027 : comment trouver une place dès le printemps',
    categorie: 'Vendanges',
    html:
      p('Les domaines recrutent leurs vendangeurs de plus en plus tôt. Dès avril, les premières offres arrivent sur Cep.') +
      '<h2>Créez une alerte</h2>' +
      p('Une alerte « vendanges » sur votre département vous envoie chaque nouvelle offre : vous postulez parmi les premiers.') +
      '<h2>Préparez votre candidature</h2><ul><li>vos dates de disponibilité ;</li><li>un numéro de téléphone joignable ;</li><li>votre expérience, même courte.</li></ul>',
  },
  {
    titre: 'Caviste, maître de chai, chef de culture : trois métiers qui recrutent',
    categorie: 'Métiers du vin',
    // Without a cover of its own: its card shows one of the site's photographs (issue #42 item 5).
    sansCouverture: true,
    html:
      p('La filière manque de bras qualifiés à la vigne comme en cave.') +
      '<h2>Le chef de culture</h2>' +
      p('Il organise les travaux de la vigne, encadre les équipes et suit l’état sanitaire des parcelles.') +
      '<h2>Le maître de chai</h2>' +
      p('Il conduit les vinifications et l’élevage, du pressurage à la mise en bouteille.'),
  },
  {
    titre: 'L’alternance en viticulture-œnologie, mode d’emploi',
    categorie: 'Formation',
    html:
      p('Du CAPa Métiers de l’agriculture au diplôme national d’œnologue, la plupart des formations se suivent en alternance.') +
      '<blockquote><p>« J’ai appris la taille avec mon maître d’apprentissage, et la théorie au lycée. »</p></blockquote>' +
      p('Comptez une à deux semaines en centre par mois, le reste au domaine.'),
  },
  {
    titre: 'Accueillir un saisonnier : la check-list du domaine',
    categorie: 'Conseils recruteurs',
    html:
      '<ol><li>Déclaration préalable à l’embauche ;</li><li>contrat vendanges signé le premier jour ;</li><li>équipements de protection ;</li><li>hébergement et repas, s’ils sont prévus.</li></ol>' +
      p('Un accueil préparé réduit les départs en cours de saison.'),
  },
];

const TESTIMONIALS = [
  {
    nom: 'Léa M.',
    fonction: 'Vendangeuse, Pessac-Léognan',
    texte: 'J’ai trouvé mes vendanges en deux jours grâce à l’alerte : le domaine m’a appelée le lendemain de ma candidature.',
  },
  {
    nom: 'Thomas R.',
    fonction: 'Chef de culture, Côte de Beaune',
    texte: 'Les offres sont pensées pour nos métiers : on sait tout de suite si le poste est à la vigne ou en cave.',
  },
  {
    nom: 'Claire D.',
    fonction: 'Responsable RH, maison de négoce',
    texte: 'Nous recevons moins de candidatures, mais des candidatures qui correspondent. Et la messagerie nous fait gagner des journées.',
  },
  {
    nom: 'Hugo B.',
    fonction: 'Apprenti en BTSA viticulture-œnologie',
    texte: 'J’ai comparé les formations en alternance de ma région et trouvé mon maître d’apprentissage sur la même plateforme.',
  },
];

/** A plain cover drawn for the demo: wine tones and a row of vines. */
async function demoCover(strapi: Core.Strapi, hue: number): Promise<string | null> {
  const vines = Array.from({ length: 9 }, (_, i) => `<circle cx="${80 + i * 120}" cy="300" r="34" fill="hsl(${hue},45%,38%)"/>`).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1092" height="408"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},55%,28%)"/><stop offset="1" stop-color="hsl(${hue + 30},45%,18%)"/></linearGradient></defs><rect width="1092" height="408" fill="url(#g)"/><rect y="330" width="1092" height="78" fill="hsl(95,30%,30%)"/>${vines}</svg>`;
  const stored = await storePublicImage(await sharp(Buffer.from(svg)).png().toBuffer(), publicStorage(strapi), 'blog', 'blogCover');
  return stored.ok ? stored.url : null;
}

/**
 * The blog's demo: four categories, Cep's articles, the home page's testimonials, an article by the demo school
 * (validated) and one by Vignobles Delmas waiting for review. Delmas gets a year of subscription, as the blog
 * asks of every account (decided).
 */
export async function seedDemoBlog(strapi: Core.Strapi, companyAccountId: number, schoolAccountId: number): Promise<void> {
  const categoryIds = new Map<string, number>();
  for (const category of CATEGORIES) {
    const row = await strapi.documents(UIDS.blogCategory).create({ data: { ...category, slug: slugify(category.nom) } });
    categoryIds.set(category.nom, Number(row.id));
  }
  const writes = articleWrites(strapi);
  const DAY = 86_400_000;
  const create = async (
    owner: ArticleOwner,
    article: (typeof NEWSROOM_ARTICLES)[number],
    index: number,
    extra: Record<string, unknown>,
  ) => {
    const columns = await writes.columns(
      { blogTitre: article.titre, blogTexte: article.html, blogCategorie: '' },
      categoryIds.get(article.categorie) ?? null,
      'sansCouverture' in article ? null : await demoCover(strapi, 330 - index * 25),
    );
    const created = await writes.create(owner, columns, 'publie');
    await strapi.documents(UIDS.article).update({
      documentId: created.documentId,
      data: documentData(UIDS.article, { publieLe: new Date(Date.now() - (10 - index) * DAY).toISOString(), ...extra }),
    });
  };
  for (const [index, article] of NEWSROOM_ARTICLES.entries()) await create({ kind: 'cep' }, article, index, {});

  const orgs = organisations(strapi);
  const school = await orgs.school(schoolAccountId);
  await create(
    { kind: 'ecole', accountId: schoolAccountId, companyId: null, schoolId: school ? Number(school.id) : null },
    {
      titre: 'Portes ouvertes au campus : découvrez nos formations en alternance',
      categorie: 'Formation',
      html: p('Venez visiter le chai pédagogique et rencontrer nos apprentis le premier samedi de mars.'),
    },
    5,
    { revue: 'validee', moderePar: 'Équipe Cep', modereLe: new Date().toISOString() },
  );

  await strapi
    .documents(UIDS.account)
    .update({ documentId: (await accountDocumentId(strapi, companyAccountId))!, data: { abonnementFin: addMonths(todayIso(), 12) } });
  const company = await orgs.mainCompany(companyAccountId);
  await create(
    { kind: 'entreprise', accountId: companyAccountId, companyId: company ? Number(company.id) : null, schoolId: null },
    {
      titre: 'Rejoindre les Vignobles Delmas pour les vendanges',
      categorie: 'Vendanges',
      html: p('Chaque automne, 40 vendangeurs rejoignent nos équipes en Pessac-Léognan. Voici comment se passe une journée chez nous.'),
    },
    6,
    { revue: 'en_attente' },
  );

  for (const [ordre, testimonial] of TESTIMONIALS.entries())
    await strapi.documents(UIDS.testimonial).create({ data: { ...testimonial, ordre, actif: true } });
}

async function accountDocumentId(strapi: Core.Strapi, id: number): Promise<string | undefined> {
  return (await strapi.documents(UIDS.account).findFirst({ filters: { id }, fields: ['id'] }))?.documentId;
}
