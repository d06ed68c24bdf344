import { messagesRoute } from '@/lib/messaging-routes';

export const dynamic = 'force-dynamic';
export const GET = messagesRoute('candidat');
