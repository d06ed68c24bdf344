import type { Core } from '@strapi/strapi';
import type { Campaign, ContactProfile } from '@cep/domain';
import { sendEmail } from '../../../email/send-email';
import { emails } from '../../../email/templates';

const UID = 'api::contact.contact-message' as const;

export type ContactMessage = { nom: string; prenom: string; email: string; tel?: string; message: string };

/**
 * A message to Cep from the contact page: kept first (staff read it in the backoffice whatever happens to the
 * e-mail), then e-mailed to the team (CONTACT_EMAIL) with the sender as Reply-To. Answers whether the e-mail left.
 */
export async function receiveContactMessage(
  strapi: Core.Strapi,
  profil: ContactProfile,
  data: ContactMessage,
  campagne: Campaign | null,
): Promise<boolean> {
  const row = await strapi.documents(UID).create({ data: { ...data, profil, campagne } });
  try {
    await sendEmail(
      strapi,
      process.env.CONTACT_EMAIL ?? 'contact@cep.local',
      emails.contactMessage(profil, data, data.message),
      [],
      {},
      data.email,
    );
    await strapi.documents(UID).update({ documentId: row.documentId, data: { envoyeLe: new Date().toISOString() } });
    return true;
  } catch (error) {
    strapi.log.error(`[contact] e-mail to the team failed: ${(error as Error).message}`);
    return false;
  }
}
