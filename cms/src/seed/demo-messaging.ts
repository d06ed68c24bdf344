import type { Core } from '@strapi/strapi';
import { conversations, type Party, startConversation } from '../api/messaging';
import { UIDS } from '../uids';

/**
 * The demo's conversation: Delmas's recruiter wrote to the demo candidate about the preselected application,
 * the candidate answered, and the recruiter's last message is still unread — the candidate's header shows it.
 */
export async function seedDemoMessaging(strapi: Core.Strapi, accountId: number, recruiterUserId: number, candidateUserId: number) {
  const application = (await strapi.db.query(UIDS.application).findOne({
    where: { account: { id: accountId }, statut: 1, candidate: { user: { id: candidateUserId } } },
    select: ['documentId'],
    populate: { candidate: { select: ['id'] } },
  })) as { documentId: string; candidate?: { id: number } | null } | null;
  if (!application?.candidate) return;
  const token = await startConversation(strapi, accountId, recruiterUserId, { candidature: application.documentId });
  if (!token) return;
  const recruiter: Party = { side: 'recrutement', userId: recruiterUserId, accountId };
  const candidate: Party = { side: 'candidat', userId: candidateUserId, candidateId: application.candidate.id };
  const users = (await strapi.db.query(UIDS.user).findMany({
    where: { id: { $in: [recruiterUserId, candidateUserId] } },
    select: ['id', 'prenom', 'nom'],
  })) as Array<{ id: number; prenom: string | null; nom: string | null }>;
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
