import { placeItems } from '@/lib/places';

/** GET /villes_cp/{query}?codepostal= — communes by name, narrowed to a postal code (spec 01 §7). */
export async function GET(request: Request, { params }: { params: Promise<{ query: string }> }) {
  return placeItems('villes_cp', (await params).query, new URL(request.url).searchParams.get('codepostal') ?? undefined);
}
