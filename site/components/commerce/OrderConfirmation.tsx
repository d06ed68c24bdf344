import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { AccountArea } from '@cep/domain';
import { commerceRoutes } from '@cep/domain/contracts';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';
import { OrderDetails } from './OrderDetails';

const t = fr.commerce.confirmation;

/**
 * Where Stripe's page sends the buyer back: the cms asks Stripe whether the session was paid and settles the
 * order exactly as the webhook would (whichever comes first), so the page shows the real state.
 */
export async function OrderConfirmation({ id, cancelled, area }: { id: string; cancelled: boolean; area: AccountArea }) {
  const tokens = await readTokens();
  const answer = tokens ? await read(commerceRoutes.confirmOrder, { params: { id }, jwt: tokens.jwt }) : null;
  if (!answer?.commande) notFound();
  const order = answer.commande;
  const paid = order.etat === 'payee';
  const abandoned = !paid && cancelled;
  const [title, lead] = paid
    ? [t.paidTitle, order.type === 'abonnement' ? fr.commerce.subscription.paidLead : t.paidLead]
    : abandoned
      ? [t.cancelledTitle, t.cancelledLead]
      : [t.waitingTitle, t.waitingLead];
  return (
    <>
      <h1 className="text-2xl font-bold text-vin-900">{title}</h1>
      <p role="status" className="mt-2 text-stone-800">
        {lead}
      </p>
      {paid && order.type === 'offre' && <p className="mt-2 text-stone-800">{fr.commerce.order.offerSent}</p>}
      {!paid && !abandoned && (
        <Link href={`${area}/commande/${order.id}/confirmation`} className="mt-2 inline-block font-semibold text-vin-700 underline">
          {t.reload}
        </Link>
      )}
      <div className="mt-6">
        <OrderDetails order={order} area={area} />
      </div>
    </>
  );
}
