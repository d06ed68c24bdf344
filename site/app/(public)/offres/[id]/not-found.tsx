import type { Metadata } from 'next';
import { MessagePage } from '@/components/layout/MessagePage';
import { fr } from '@/lib/i18n/fr';

export const metadata: Metadata = { title: fr.offer.notFoundTitle, robots: { index: false } };

export default function OfferNotFound() {
  return <MessagePage title={fr.offer.notFoundTitle} text={fr.offer.notFoundText} href="/offres" action={fr.offer.back} />;
}
