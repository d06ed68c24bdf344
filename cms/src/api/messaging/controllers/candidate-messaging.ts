import { messagingController } from '../utils/messaging-handlers';

/** The candidate's side of messaging: the same calls as the recruiter's, on the candidate's own conversations. */
export default messagingController('candidat');
