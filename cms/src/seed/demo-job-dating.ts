import type { Core } from '@strapi/strapi';
import { addDays, todayIso } from '@cep/domain';
import { jobDating } from '../api/jobdating';
import { UIDS } from '../uids';

/**
 * The demo's harvest job-dating (issue #40 item 6): Vignobles Delmas receives pickers at the château in twelve days,
 * 9:00 to 12:00 in slots of 30 minutes, four people each; five of this season's team have booked (the first slot is
 * full but for one place); the demo candidate has not, so their booking can be tried.
 */
export async function seedDemoJobDating(strapi: Core.Strapi, accountId: number): Promise<void> {
  const values = {
    titre: 'Job-dating vendanges au château Delmas',
    date: addDays(todayIso(), 12),
    lieu: 'Château Delmas, 2 route des Chais, Pauillac',
    description: 'Dix minutes avec le chef de culture pour les coupeurs et porteurs de la saison. Venez avec une pièce d’identité.',
    debut: '09:00',
    fin: '12:00',
    dureeCreneau: 30,
    capacite: 4,
  };
  const documentId = await jobDating(strapi).create({ accountId, type: 'entreprise' }, values);
  const day = await strapi.db.query(UIDS.jobDatingDay).findOne({ where: { documentId }, select: ['id'] });
  const slots = await strapi.db.query(UIDS.jobDatingSlot).findMany({ where: { journeeRef: day.id }, orderBy: { debut: 'asc' } });
  const team = await strapi.db.query(UIDS.application).findMany({
    where: { account: { id: accountId }, express: true, statut: 1, offreTitre: { $startsWith: 'Porteur de hotte' } },
    select: ['candidatPrenom', 'candidatNom', 'candidatEmail', 'telephone'],
    populate: { candidate: { select: ['id'] } },
    limit: 5,
  });
  for (const [i, worker] of team.entries()) {
    const slot = slots[i < 3 ? 0 : 1] ?? slots[0];
    if (!worker.candidate || !slot) continue;
    await strapi.documents(UIDS.jobDatingBooking).create({
      data: {
        journeeRef: day.id,
        creneauRef: slot.id,
        candidatRef: worker.candidate.id,
        cle: `${day.id}:${worker.candidate.id}`,
        prenom: worker.candidatPrenom ?? '',
        nom: worker.candidatNom ?? '',
        email: worker.candidatEmail ?? '',
        telephone: worker.telephone ?? null,
      },
    });
    await strapi.db.query(UIDS.jobDatingSlot).update({ where: { id: slot.id }, data: { reservees: slot.reservees + 1 } });
    slot.reservees += 1;
  }
}
