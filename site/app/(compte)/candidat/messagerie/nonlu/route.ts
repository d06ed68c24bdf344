import { unreadRoute } from '@/lib/messaging-routes';

export const POST = unreadRoute('candidat');
