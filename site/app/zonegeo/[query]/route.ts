import { placeItems } from '@/lib/places';

/** GET /zonegeo/{query} — regions, departments and communes for zone pickers. */
export async function GET(_request: Request, { params }: { params: Promise<{ query: string }> }) {
  return placeItems('zonegeo', (await params).query);
}
