import type { Metadata } from 'next';
import { OrderConfirmation } from '@/components/commerce/OrderConfirmation';
import { fr } from '@/lib/i18n/fr';

export const metadata: Metadata = { title: fr.commerce.confirmation.paidTitle, robots: { index: false } };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function Page({ params, searchParams }: Props) {
  const [{ id }, search] = await Promise.all([params, searchParams]);
  return <OrderConfirmation id={id} cancelled={search.annule === '1'} area="/ecole" />;
}
