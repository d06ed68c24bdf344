import type { Core } from '@strapi/strapi';
import { siteUrl } from '../../../email/site-url';
import { UIDS } from '../../../uids';
import { pushDevices } from './devices';

/**
 * An application's status changed (heard from the application feature, inside its transaction): the candidate's
 * devices that take « Suivi de mes candidatures » are notified — a preselection or a « non retenu », as the e-mail says
 * (in the candidate's language).
 */
export async function notifyApplicationStatus(strapi: Core.Strapi, applicationId: number): Promise<void> {
  const row = (await strapi.db.query(UIDS.application).findOne({
    where: { id: applicationId },
    select: ['statut', 'offreTitre'],
    populate: { candidate: { select: ['id'] } },
  })) as { statut: number; offreTitre: string | null; candidate: { id: number } | null } | null;
  const statut = Number(row?.statut);
  if (!row?.candidate || (statut !== 1 && statut !== 2)) return;
  await pushDevices(strapi).notify([Number(row.candidate.id)], 'candidatures', (_candidate, texts) => ({
    ...texts.push.applicationStatus(row.offreTitre ?? '', statut === 1 ? 1 : 2),
    url: siteUrl('/candidat/candidatures'),
  }));
}
