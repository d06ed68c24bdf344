import { listRoute } from '@/lib/messaging-routes';

export const dynamic = 'force-dynamic';
export const GET = listRoute('recrutement');
