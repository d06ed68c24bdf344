import { placeItems } from '@/lib/places';

/** GET /villes_cp?query=&codepostal= — communes narrowed to a postal code (spec 01 §7); a whole code needs no query. */
export async function GET(request: Request) {
  const params = new URL(request.url).searchParams;
  return placeItems('villes_cp', params.get('query') ?? '', params.get('codepostal') ?? undefined);
}
