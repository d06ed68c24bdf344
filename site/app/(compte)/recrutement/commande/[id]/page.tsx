import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { OrderDetails } from '@/components/commerce/OrderDetails';
import { getOrder } from '@/lib/cms';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';

export const metadata: Metadata = { title: fr.commerce.orders.title, robots: { index: false } };

/** One order of the account (issue #12 items 6, 10): its state, basket, transfer details, invoices. */
export default async function OrderPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const tokens = await readTokens();
  const answer = tokens ? await getOrder(tokens.jwt, id) : null;
  if (!answer) notFound();
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-vin-900">{fr.commerce.order.title(answer.commande.reference)}</h1>
      <OrderDetails order={answer.commande} />
    </>
  );
}
