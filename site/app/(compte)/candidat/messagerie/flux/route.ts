import { streamRoute } from '@/lib/messaging-routes';

export const dynamic = 'force-dynamic';
export const GET = streamRoute('candidat');
