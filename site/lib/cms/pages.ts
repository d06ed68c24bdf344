import 'server-only';
import type { PageKind } from '@cep/domain';
import { pageRoutes } from '@cep/domain/contracts';
import { call, readKept } from './call';

// The public page reads the site keeps (tag `pages`, dropped as soon as the cms reports a change: `readKept`).
// Every other page route is called through its contract (`pageRoutes`) where it is used.

/** A company's or a school's public page; `null` when it is not online (an id that cannot be one is not asked for). */
export const getPublicPage = async (kind: PageKind, pageId: string) =>
  (await readKept(['pages'], kind === 'ecole' ? pageRoutes.school : pageRoutes.company, { params: { id: pageId } }))?.data ?? null;

/** The agenda's first pages are kept (the same for everyone); later ones are read fresh (a page past any: none). */
export const getAgenda = async (page: number) => {
  const query = { page: String(page) };
  if (page <= 10) return readKept(['pages'], pageRoutes.agenda, { query });
  const answered = await call(pageRoutes.agenda, { query });
  return answered.ok ? answered.answer : null;
};

export const getPageSitemap = async () => (await readKept(['pages'], pageRoutes.sitemap, {}))?.data ?? [];
