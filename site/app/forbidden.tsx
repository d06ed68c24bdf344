import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { MessagePage } from '@/components/layout/MessagePage';
import { fr } from '@/lib/i18n/fr';

export const metadata: Metadata = { title: fr.forbidden.title, robots: { index: false } };

/** The area a path belongs to, as the account layouts keep them to one role. */
function areaOf(path: string): 'recruteur' | 'ecole' | 'candidat' {
  if (/^\/ecole(\/|$)/.test(path)) return 'ecole';
  if (/^\/candidat(\/|$)/.test(path) || /^\/offres\/[^/]+\/postuler/.test(path)) return 'candidat';
  return 'recruteur';
}

/**
 * A logged-in user of another role on an area's page (HTTP 403; each area's layouts check the role, the cms checks
 * it again). The page says whose area it is (issue #38 item 7), from the path the proxy passes on: one boundary for
 * every area, wherever in the tree the check that refused sits.
 */
export default async function Forbidden() {
  const area = fr.forbidden[areaOf((await headers()).get('x-cep-path') ?? '')];
  return <MessagePage title={area.title} text={area.text} href="/" action={fr.errors.home} />;
}
