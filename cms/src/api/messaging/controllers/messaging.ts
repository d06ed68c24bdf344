import type { Core } from '@strapi/strapi';
import { messagingRoutes } from '@cep/domain/contracts';
import { implement } from '../../../contracts/implement';
import { sideHandlers } from '../handlers/conversations';
import { startHandlers } from '../handlers/start';

/** Messaging's routes (`messagingRoutes`): each side's calls, served by the same handlers, and the start of a conversation. */
export default ({ strapi }: { strapi: Core.Strapi }) => {
  const recruiter = sideHandlers(strapi, 'recrutement');
  const candidate = sideHandlers(strapi, 'candidat');
  return implement(messagingRoutes, {
    recruiterList: recruiter.list,
    recruiterStream: recruiter.stream,
    recruiterUnread: recruiter.unread,
    recruiterInformation: recruiter.information,
    recruiterMessages: recruiter.messages,
    recruiterHeader: recruiter.header,
    recruiterMarkRead: recruiter.markRead,
    recruiterAttachment: recruiter.attachment,
    recruiterSend: recruiter.send,
    recruiterRemove: recruiter.remove,
    recruiterBlock: recruiter.block,
    recruiterUnblock: recruiter.unblock,
    recruiterReport: recruiter.report,
    candidateList: candidate.list,
    candidateStream: candidate.stream,
    candidateUnread: candidate.unread,
    candidateInformation: candidate.information,
    candidateMessages: candidate.messages,
    candidateHeader: candidate.header,
    candidateMarkRead: candidate.markRead,
    candidateAttachment: candidate.attachment,
    candidateSend: candidate.send,
    candidateRemove: candidate.remove,
    candidateBlock: candidate.block,
    candidateUnblock: candidate.unblock,
    candidateReport: candidate.report,
    ...startHandlers(strapi),
  });
};
