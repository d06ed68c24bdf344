import { searchCourses } from '@/lib/cms';

/** GET /suggestions-formations/{query} — published courses for a work-study offer's « Formation associée » field. */
export async function GET(_request: Request, { params }: { params: Promise<{ query: string }> }) {
  const query = (await params).query.slice(0, 100);
  if (query.trim().length < 3) return Response.json({ items: [] });
  const result = await searchCourses({ q: query }).catch(() => null);
  const items = (result?.hits ?? []).slice(0, 10).map((hit) => ({ id: hit.id, label: `${hit.title} — ${hit.school}` }));
  return Response.json({ items });
}
