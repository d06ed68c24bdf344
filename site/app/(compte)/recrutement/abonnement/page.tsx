import type { Metadata } from 'next';
import { SubscriptionPage } from '@/components/commerce/SubscriptionPage';
import { fr } from '@/lib/i18n/fr';

export const metadata: Metadata = { title: fr.commerce.subscription.title, robots: { index: false } };

export default function Page() {
  return <SubscriptionPage area="/recrutement" />;
}
