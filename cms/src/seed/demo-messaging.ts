import type { Core } from '@strapi/strapi';
import { conversations, type Party, startConversation } from '../api/messaging';
import { UIDS } from '../uids';

/**
 * The demo's conversation: Delmas's recruiter wrote to the demo candidate about the preselected application,
 * the candidate answered, and the recruiter's last message is still unread — the candidate's header shows it.
 */
export async function seedDemoMessaging(strapi: Core.Strapi, accountId: number, recruiterUserId: number, candidateUserId: number) {
  const application = await strapi.documents(UIDS.application).findFirst({
    filters: { account: { id: accountId }, statut: 1, candidate: { user: { id: candidateUserId } } },
    fields: ['documentId'],
    populate: { candidate: { fields: ['id'] } },
  });
  if (!application?.candidate) return;
  const token = await startConversation(strapi, accountId, recruiterUserId, { candidature: application.documentId });
  if (!token) return;
  const recruiter: Party = { side: 'recrutement', userId: recruiterUserId, accountId };
  const candidate: Party = { side: 'candidat', userId: candidateUserId, candidateId: Number(application.candidate.id) };
  const users = await strapi.documents(UIDS.user).findMany({
    filters: { id: { $in: [recruiterUserId, candidateUserId] } },
    fields: ['id', 'prenom', 'nom'],
  });
  const nameOf = (id: number, full: boolean) => {
    const user = users.find((u) => u.id === id);
    return full ? `${user?.prenom ?? ''} ${user?.nom ?? ''}`.trim() : (user?.prenom ?? '');
  };
  const service = conversations(strapi);
  const write = async (party: Party, text: string) => {
    const row = await service.find(party, token);
    if (row) await service.send(party, row, text, null, nameOf(party.userId, party.side === 'candidat'));
  };
  const read = async (party: Party) => {
    const row = await service.find(party, token);
    if (row) await service.markRead(party, row);
  };
  await write(recruiter, 'Bonjour, merci pour votre candidature. Seriez-vous disponible mardi à 10 h pour un entretien au domaine ?');
  await read(candidate);
  await write(candidate, 'Bonjour, oui avec plaisir : je serai là mardi à 10 h. Faut-il apporter quelque chose ?');
  await read(recruiter);
  await write(recruiter, 'Parfait, à mardi ! Rien de particulier : nous ferons le tour du chai ensemble.');
}
