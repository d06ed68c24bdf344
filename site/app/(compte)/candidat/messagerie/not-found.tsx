import { messagingPages } from '@/components/messaging/messaging-pages';

export default messagingPages('candidat').NotFound;
