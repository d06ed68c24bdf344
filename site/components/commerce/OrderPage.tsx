import { notFound } from 'next/navigation';
import type { AccountArea } from '@cep/domain';
import { commerceRoutes } from '@cep/domain/contracts';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';
import { OrderDetails } from './OrderDetails';

/** One order of the account (issue #12 items 6, 10): its state, basket, transfer details, invoices. */
export async function OrderPage({ id, area }: { id: string; area: AccountArea }) {
  const tokens = await readTokens();
  const answer = tokens ? await read(commerceRoutes.findOrder, { params: { id }, jwt: tokens.jwt }) : null;
  if (!answer) notFound();
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold text-vin-900">{fr.commerce.order.title(answer.commande.reference)}</h1>
      <OrderDetails order={answer.commande} area={area} />
    </>
  );
}
