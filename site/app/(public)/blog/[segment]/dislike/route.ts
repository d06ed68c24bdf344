import { likeRoute } from '@/lib/blog-likes';

export const dynamic = 'force-dynamic';
export const POST = likeRoute(false);
