import type { Metadata } from 'next';
import { MessagePage } from '@/components/layout/MessagePage';
import { fr } from '@/lib/i18n/fr';

// Its own title: without it the tab kept the site's default (the home page's), which screen readers announce.
export const metadata: Metadata = { title: fr.errors.notFoundTitle, robots: { index: false } };

export default function NotFound() {
  return <MessagePage title={fr.errors.notFoundTitle} text={fr.errors.notFoundText} href="/" action={fr.errors.home} />;
}
