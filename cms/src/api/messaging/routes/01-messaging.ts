import { member } from '../../../utils/membership';

const recruiter = () => member({ type: 'entreprise' });

/** The calls of one side (spec 02 §7), `{type}` being `recrutement` or `candidat`. */
function sideRoutes(type: 'recrutement' | 'candidat') {
  const handler = (name: string) => `${type === 'recrutement' ? 'recruiter' : 'candidate'}-messaging.${name}`;
  const config = () => (type === 'recrutement' ? recruiter() : {});
  return [
    { method: 'GET', path: `/${type}/messagerie/liste/conversation`, handler: handler('list'), config: config() },
    { method: 'GET', path: `/${type}/messagerie/flux`, handler: handler('stream'), config: config() },
    { method: 'POST', path: `/${type}/messagerie/nonlu`, handler: handler('unread'), config: config() },
    { method: 'GET', path: `/${type}/messagerie/information/:token`, handler: handler('information'), config: config() },
    { method: 'GET', path: `/${type}/messagerie/:token/listeMessages`, handler: handler('messages'), config: config() },
    { method: 'GET', path: `/${type}/messagerie/:token/headerConversation`, handler: handler('header'), config: config() },
    { method: 'POST', path: `/${type}/messagerie/:token/lu`, handler: handler('markRead'), config: config() },
    { method: 'GET', path: `/${type}/messagerie/:token/pj/:id`, handler: handler('attachment'), config: config() },
    { method: 'POST', path: `/${type}/message/ajout/:token`, handler: handler('send'), config: config() },
    { method: 'POST', path: `/${type}/messagerie/suppression/:token`, handler: handler('remove'), config: config() },
    { method: 'POST', path: `/${type}/messagerie/blocage/:token`, handler: handler('block'), config: config() },
    { method: 'POST', path: `/${type}/messagerie/deblocage/:token`, handler: handler('unblock'), config: config() },
    { method: 'POST', path: `/${type}/messagerie/signalement/:token`, handler: handler('report'), config: config() },
  ];
}

/**
 * Messaging (spec 02 §2–§9; issue #15). Recruiter routes run behind the account-member policy and reach the
 * account's conversations; candidate routes are kept to candidates by the role's grants and reach their own.
 * A token that is not the caller's answers 404. `lu`, `pj`, `flux`, `signalement` and `nouvelle` are beyond
 * the spec (docs/decisions.md).
 */
export default {
  routes: [
    ...sideRoutes('recrutement'),
    ...sideRoutes('candidat'),
    { method: 'POST', path: '/recrutement/messagerie/nouvelle', handler: 'recruiter-messaging.start', config: recruiter() },
  ],
};
