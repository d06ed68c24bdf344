import type { Metadata } from 'next';
import { MessagePage } from '@/components/layout/MessagePage';
import { fr } from '@/lib/i18n/fr';
import { pageWords } from '@/lib/i18n/page-language';

// Its own title: without it the tab kept the site's default (the home page's), which screen readers announce. A
// not-found page's metadata is static: the title is French, the page itself in the path's language.
export const metadata: Metadata = { title: fr.errors.notFoundTitle, robots: { index: false } };

export default async function NotFound() {
  const { t } = await pageWords();
  return <MessagePage title={t.errors.notFoundTitle} text={t.errors.notFoundText} href="/" action={t.errors.home} />;
}
