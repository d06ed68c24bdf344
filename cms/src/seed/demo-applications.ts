import { randomUUID } from 'node:crypto';
import type { Core } from '@strapi/strapi';
import { privateStorage } from '../private-files/storage';
import type { StoredFile } from '../private-files/private-file';
import { UIDS } from '../uids';

const DAY = 24 * 60 * 60 * 1000;

/** A one-page PDF holding a few lines of text: the demo CVs (valid for the byte checks, readable when opened). */
function demoPdf(lines: string[]): Buffer {
  const text = lines.map((line, i) => `BT /F1 14 Tf 72 ${770 - i * 22} Td (${line.replace(/[()\\]/g, '')}) Tj ET`).join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function storeCv(strapi: Core.Strapi, name: string, title: string): Promise<StoredFile> {
  const bytes = demoPdf([`${name}`, title, 'Expérience : 4 ans en domaine viticole', 'Permis B, disponible immédiatement']);
  const file: StoredFile = { cle: `candidatures/${randomUUID()}`, nom: `CV - ${name}.pdf`, taille: bytes.length, type: 'application/pdf' };
  await privateStorage(strapi).put(file.cle, bytes, file.type);
  return file;
}

const APPLICANTS = [
  {
    prenom: 'Chloé',
    nom: 'Durand',
    titre: 'Vendangeuse expérimentée',
    message: 'Bonjour, j’ai fait cinq saisons de vendanges en Gironde et je suis disponible dès septembre.',
  },
  {
    prenom: 'Hugo',
    nom: 'Lefebvre',
    titre: 'Ouvrier viticole',
    message: 'Bonjour, ouvrier viticole depuis trois ans, je connais la taille et les travaux en vert.',
  },
  {
    prenom: 'Inès',
    nom: 'Moreau',
    titre: 'Étudiante en BTS viticulture-œnologie',
    message: 'Bonjour, en BTS à Blanquefort, je cherche une expérience pour la saison.',
  },
  {
    prenom: 'Nathan',
    nom: 'Simon',
    titre: 'Tractoriste',
    message: 'Bonjour, tractoriste avec permis C, disponible pour toute la période.',
  },
];

/**
 * The demo's applications: the demo candidate (complete and visible CV) has applied to three offers of
 * Vignobles Delmas — one ten days ago (chase-up possible), one preselected, one today — and four other
 * candidates to the first, so the recruiter's pipeline has material.
 */
export async function seedDemoApplications(strapi: Core.Strapi, candidateUserId: number, accountId: number): Promise<void> {
  const offers = await strapi.documents(UIDS.offer).findMany({
    filters: { account: { id: accountId }, etat: 'publiee' },
    populate: { company: { fields: ['societeRaisonsocial'] } },
    sort: { datePublication: 'desc' },
    limit: 3,
  });
  const profile = await strapi
    .documents(UIDS.candidate)
    .findFirst({ filters: { user: { id: candidateUserId } }, populate: { user: true } });
  if (!profile?.user || offers.length < 3) return;
  await strapi.documents(UIDS.candidate).update({
    documentId: profile.documentId,
    data: {
      cvTitre: 'Caviste et vendangeur, quatre saisons en Gironde',
      cvAnneesExperience: 4,
      cvNiveauEtude: 4,
      cvRemuneration: 24000,
      cvContratSouhaite: [1, 2, 6],
      cvDomaines: [3],
      cvZonegeo: ['dep33'],
      cvPermis: true,
      visible: true,
    },
  });
  await strapi.documents(UIDS.cvEntry).create({
    data: { kind: 'experience', titre: 'Caviste', lieu: 'Bordeaux', dateDebut: '2022-09-01', enCours: true, candidate: profile.id },
  });
  await strapi.documents(UIDS.cvEntry).create({
    data: {
      kind: 'diplome',
      titre: 'BTS Viticulture-Œnologie',
      lieu: 'Blanquefort',
      dateDebut: '2020-09-01',
      dateFin: '2022-06-01',
      candidate: profile.id,
    },
  });
  await strapi.documents(UIDS.cvLanguage).create({ data: { langue: 1, niveau: 2, candidate: profile.id } });

  const now = Date.now();
  const lucas = `${profile.user.prenom ?? ''} ${profile.user.nom ?? ''}`.trim();
  const plan = [
    { offer: offers[0]!, daysAgo: 10, statut: 0 },
    { offer: offers[1]!, daysAgo: 5, statut: 1 },
    { offer: offers[2]!, daysAgo: 0, statut: 0 },
  ];
  for (const { offer, daysAgo, statut } of plan) {
    const date = new Date(now - daysAgo * DAY).toISOString();
    const created = await strapi.documents(UIDS.application).create({
      data: {
        offer: offer.id,
        offreRef: Number(offer.id),
        candidate: profile.id,
        account: accountId,
        cle: `${offer.id}:${profile.id}`,
        statut,
        statutLe: statut ? date : undefined,
        message: 'Bonjour, votre offre correspond exactement à ce que je recherche. Je suis disponible pour un entretien.',
        cv: await storeCv(strapi, lucas, 'Caviste et vendangeur'),
        candidatPrenom: profile.user.prenom ?? '',
        candidatNom: profile.user.nom ?? '',
        candidatEmail: profile.user.email ?? '',
        candidatTitre: 'Caviste et vendangeur, quatre saisons en Gironde',
        offreTitre: offer.offreTitre ?? '',
        entreprise: offer.company?.societeRaisonsocial ?? '',
        dernierContact: date,
        lueLe: statut ? date : undefined,
      },
    });
    // The dates a real application would carry: Strapi stamps creation with now.
    await strapi.db.query(UIDS.application).update({ where: { id: created.id }, data: { createdAt: date } });
  }
  for (const [i, applicant] of APPLICANTS.entries()) {
    const candidate = await strapi.documents(UIDS.candidate).create({ data: { cvTitre: applicant.titre } });
    const name = `${applicant.prenom} ${applicant.nom}`;
    await strapi.documents(UIDS.application).create({
      data: {
        offer: offers[0]!.id,
        offreRef: Number(offers[0]!.id),
        candidate: candidate.id,
        account: accountId,
        cle: `${offers[0]!.id}:${candidate.id}`,
        statut: i === 3 ? 2 : 0,
        message: applicant.message,
        cv: await storeCv(strapi, name, applicant.titre),
        candidatPrenom: applicant.prenom,
        candidatNom: applicant.nom,
        candidatEmail: `${applicant.prenom
          .toLowerCase()
          .normalize('NFD')
          .replace(/[^a-z]/g, '')}.${applicant.nom.toLowerCase()}@exemple.fr`,
        candidatTitre: applicant.titre,
        offreTitre: offers[0]!.offreTitre ?? '',
        entreprise: offers[0]!.company?.societeRaisonsocial ?? '',
        dernierContact: new Date(now - i * DAY).toISOString(),
      },
    });
  }
}
