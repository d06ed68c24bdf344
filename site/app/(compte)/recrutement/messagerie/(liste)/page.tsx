import { messagingMetadata, messagingPages } from '@/components/messaging/messaging-pages';

export const metadata = messagingMetadata;
export default messagingPages('recrutement').List;
