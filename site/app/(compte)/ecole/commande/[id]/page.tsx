import type { Metadata } from 'next';
import { OrderPage } from '@/components/commerce/OrderPage';
import { fr } from '@/lib/i18n/fr';

export const metadata: Metadata = { title: fr.commerce.orders.title, robots: { index: false } };

export default async function Page({ params }: { params: Promise<{ id: string }> }) {
  return <OrderPage id={(await params).id} area="/ecole" />;
}
