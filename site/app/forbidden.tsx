import type { Metadata } from 'next';
import { MessagePage } from '@/components/layout/MessagePage';
import { fr } from '@/lib/i18n/fr';

// Titled like its heading, and kept out of search engines.
export const metadata: Metadata = { title: fr.recruiterOffer.manage.title, robots: { index: false } };

/**
 * A logged-in user of the wrong role (HTTP 403). The recruiter's pages are the only ones kept to one role
 * today, so the page says what it always said there; a second such area will need its own wording.
 */
export default function Forbidden() {
  const t = fr.recruiterOffer;
  return <MessagePage title={t.manage.title} text={t.recruitersOnly} href="/" action={t.home} />;
}
