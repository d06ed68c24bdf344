import type { Core } from '@strapi/strapi';
import { addDays, readHarvestDetails, todayIso } from '@cep/domain';
import { harvestStarts } from '../api/harvest';
import { UIDS } from '../uids';

/** Workers of a harvest team, from the countries the season's pickers come from. */
const WORKERS = [
  ['Lucía', 'García', 'present'],
  ['Tomasz', 'Nowak', 'present'],
  ['Ioana', 'Popescu', 'present'],
  ['João', 'Ferreira', 'present'],
  ['Marie', 'Laborde', 'present'],
  ['Piotr', 'Kowalski', 'absent'],
  ['Elena', 'Ionescu', null],
  ['Pablo', 'Martínez', null],
  ['Chloé', 'Bernard', null],
] as const;

/**
 * The demo's harvest season (issue #40 item 2): on Vignobles Delmas's « Porteur de hotte » offer (its subsidiary's,
 * where the demo candidate is preselected), nine workers applied without a CV and were preselected too, the start was
 * confirmed through the service (their e-mails and the demo candidate's are in the outbox, each with its signed link)
 * and six answered — five « Je serai là », one « Je ne peux plus venir ».
 */
export async function seedDemoHarvestStart(strapi: Core.Strapi, accountId: number): Promise<void> {
  const offer = await strapi.documents(UIDS.offer).findFirst({
    filters: { account: { id: accountId }, etat: 'publiee', emploivendagesaisonier: true, offreTitre: { $startsWith: 'Porteur de hotte' } },
    populate: { company: { fields: ['societeRaisonsocial'] } },
    sort: { datePublication: 'desc' },
  });
  if (!offer) return;
  for (const [prenom, nom] of WORKERS) {
    const candidate = await strapi.documents(UIDS.candidate).create({ data: { cvTitre: 'Vendangeur' } });
    const address = `${prenom}.${nom}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z.]/g, '');
    await strapi.documents(UIDS.application).create({
      data: {
        offer: offer.id,
        offreRef: Number(offer.id),
        candidate: candidate.id,
        account: accountId,
        cle: `${offer.id}:${candidate.id}`,
        statut: 1,
        statutLe: new Date().toISOString(),
        express: true,
        message: 'Disponible toute la saison, j’ai déjà fait les vendanges.',
        telephone: '0612345678',
        candidatPrenom: prenom,
        candidatNom: nom,
        candidatEmail: `${address}@exemple.fr`,
        offreTitre: offer.offreTitre ?? '',
        entreprise: offer.company?.societeRaisonsocial ?? '',
      },
    });
  }
  const earliest = readHarvestDetails(offer.vendanges)?.debutAuPlusTot;
  const date = earliest && earliest > todayIso() ? earliest : addDays(todayIso(), 14);
  await harvestStarts(strapi).confirm(accountId, offer.documentId, {
    date,
    heure: '07:30',
    lieu: 'Cour du château Delmas, 2 route des Chais, Pauillac',
    aApporter: 'Bottes, gants, vêtements de pluie, une pièce d’identité et votre RIB pour le contrat',
  });
  const answers = await strapi.db
    .query(UIDS.application)
    .findMany({ where: { offreRef: Number(offer.id), express: true, statut: 1 }, select: ['id', 'candidatNom'] });
  for (const [, nom, reponse] of WORKERS) {
    const application = answers.find((row) => row.candidatNom === nom);
    if (application && reponse)
      await strapi.db
        .query(UIDS.startAnswer)
        .update({ where: { candidatureRef: application.id }, data: { reponse, reponduLe: new Date() } });
  }
}
