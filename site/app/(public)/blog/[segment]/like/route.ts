import { likeRoute, likeState } from '@/lib/blog-likes';

export const dynamic = 'force-dynamic';
export const GET = likeState;
export const POST = likeRoute(true);
