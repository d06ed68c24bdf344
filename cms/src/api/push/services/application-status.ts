import type { Core } from '@strapi/strapi';
import { APPLICATION_STATUS_LABELS } from '@cep/domain';
import { siteUrl } from '../../../email/site-url';
import { UIDS } from '../../../uids';
import { pushDevices } from './devices';

/**
 * An application's status changed (heard from the application feature, inside its transaction): the candidate's
 * devices that take « Suivi de mes candidatures » are notified — a preselection or a « non retenu », as the e-mail says.
 */
export async function notifyApplicationStatus(strapi: Core.Strapi, applicationId: number): Promise<void> {
  const row = (await strapi.db.query(UIDS.application).findOne({
    where: { id: applicationId },
    select: ['statut', 'offreTitre'],
    populate: { candidate: { select: ['id'] } },
  })) as { statut: number; offreTitre: string | null; candidate: { id: number } | null } | null;
  const statut = Number(row?.statut);
  if (!row?.candidate || (statut !== 1 && statut !== 2)) return;
  const label = APPLICATION_STATUS_LABELS[statut as 1 | 2];
  await pushDevices(strapi).notify([Number(row.candidate.id)], 'candidatures', () => ({
    title: `Candidature : ${row.offreTitre ?? ''}`,
    body: `Nouveau statut : ${label}.`,
    url: siteUrl('/candidat/candidatures'),
  }));
}
