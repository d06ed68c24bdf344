import type { Core } from '@strapi/strapi';
import { documentData } from '../../../utils/document-data';
import { UIDS } from '../../../uids';

/** A digest's signed one-click link, by the alert's numeric id: the alert is suspended, never deleted. */
export async function suspendAlert(
  strapi: Core.Strapi,
  uid: typeof UIDS.candidateAlert | typeof UIDS.cvAlert,
  stateField: 'etat' | 'statut',
  alertId: number,
): Promise<void> {
  const alert = await strapi.documents(uid).findFirst({ filters: { id: alertId }, fields: ['documentId'] });
  if (alert) await strapi.documents(uid).update({ documentId: alert.documentId, data: documentData(uid, { [stateField]: 'suspendue' }) });
}
