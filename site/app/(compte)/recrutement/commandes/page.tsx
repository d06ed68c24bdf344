import type { Metadata } from 'next';
import { OrdersList } from '@/components/commerce/OrdersList';
import { fr } from '@/lib/i18n/fr';

export const metadata: Metadata = { title: fr.commerce.orders.title, robots: { index: false } };

export default function Page() {
  return <OrdersList area="/recrutement" />;
}
