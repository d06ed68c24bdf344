import type { Metadata } from 'next';
import { MessagePage } from '@/components/layout/MessagePage';
import { localizedPath } from '@/lib/i18n/language-paths';
import { fr } from '@/lib/i18n/fr';
import { pageWords } from '@/lib/i18n/page-language';

// A not-found page's metadata is static: the title is French, the page itself in the path's language.
export const metadata: Metadata = { title: fr.offer.notFoundTitle, robots: { index: false } };

export default async function OfferNotFound() {
  const { language, t } = await pageWords();
  return (
    <MessagePage
      title={t.offer.notFoundTitle}
      text={t.offer.notFoundText}
      href={localizedPath(language, '/offres')}
      action={t.offer.back}
    />
  );
}
