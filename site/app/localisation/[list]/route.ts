import { placesRoutes } from '@cep/domain/contracts';
import { read } from '@/lib/cms/call';
import { offers } from '@/lib/i18n/fr/offers';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * GET /localisation/{list} (spec 02 §7, « shown in a frame »): the places of saved zone ids ('dep33,vil33314') as a
 * bare page, with no site around it, that only Cep's own pages may frame (proxy.ts, next.config.ts). Ids it does
 * not know are left out; none known is a 404.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ list: string }> }) {
  const answer = await read(placesRoutes.resolve, { params: { list: (await params).list } }).catch(() => null);
  const items = answer?.data.items ?? [];
  const t = offers.offer.placesFrame;
  const body = items.length
    ? `<ul>${items.map((item) => `<li>${escape(item.value)}</li>`).join('')}</ul>`
    : `<p>${escape(answer ? t.none : t.unavailable)}</p>`;
  const html = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(t.title)}</title><style>body{margin:0;padding:.75rem;font:14px/1.5 system-ui,sans-serif;color:#1c1917}ul{margin:0;padding-left:1.25rem}</style></head><body><h1 style="font-size:1rem;margin:0 0 .5rem">${escape(t.title)}</h1>${body}</body></html>`;
  return new Response(html, {
    status: items.length ? 200 : answer ? 404 : 503,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
