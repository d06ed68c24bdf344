import { placeItems } from '@/lib/places';

/** GET /villes/{query}?codepostal= — communes for the city autocomplete. */
export async function GET(request: Request, { params }: { params: Promise<{ query: string }> }) {
  return placeItems('villes', (await params).query, new URL(request.url).searchParams.get('codepostal') ?? undefined);
}
