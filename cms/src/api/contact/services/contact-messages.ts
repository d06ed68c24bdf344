import type { Core } from '@strapi/strapi';
import type { Campaign, ContactProfile } from '@cep/domain';
import { queueEmail } from '../../email';
import { emails } from '../../../email/templates';
import { UIDS } from '../../../uids';

export type ContactMessage = { nom: string; prenom: string; email: string; tel?: string; message: string };

/**
 * A message to Cep from the contact page: kept (staff read it in the backoffice) and queued for the team
 * (CONTACT_EMAIL, the sender as Reply-To) in one transaction: the e-mail cannot be lost, whatever SMTP does.
 */
export async function receiveContactMessage(
  strapi: Core.Strapi,
  profil: ContactProfile,
  data: ContactMessage,
  campagne: Campaign | null,
): Promise<void> {
  await strapi.db.transaction(async () => {
    await strapi.documents(UIDS.contactMessage).create({ data: { ...data, profil, campagne, envoyeLe: new Date().toISOString() } });
    await queueEmail(strapi, process.env.CONTACT_EMAIL ?? 'contact@cep.local', emails.contactMessage(profil, data, data.message), {
      replyTo: data.email,
    });
  });
}
