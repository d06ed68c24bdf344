import Link from 'next/link';
import { CREDIT_KINDS, formatCents, ORDER_STATE_LABELS, type AccountArea } from '@cep/domain';
import { commerceRoutes } from '@cep/domain/contracts';
import { read } from '@/lib/cms/call';
import { fr } from '@/lib/i18n/fr';
import { readTokens } from '@/lib/session/cookies';
import { SubscriptionStatus } from './SubscriptionStatus';

const t = fr.commerce.orders;

const shortDate = (iso: string) => new Intl.DateTimeFormat('fr-FR', { dateStyle: 'short', timeZone: 'Europe/Paris' }).format(new Date(iso));

/**
 * « Mes commandes » (issue #12 item 10): a company's credits left by kind (from the ledger), the subscription
 * (issue #38 item 5), then every order with its invoices.
 */
export async function OrdersList({ area }: { area: AccountArea }) {
  const tokens = await readTokens();
  const answer = tokens ? await read(commerceRoutes.orders, { jwt: tokens.jwt }) : null;
  if (!answer) throw new Error('orders unavailable');
  return (
    <>
      <h1 className="text-2xl font-bold text-vin-900">{t.title}</h1>
      <SubscriptionStatus fin={answer.abonnementFin} area={area} />
      {area === '/recrutement' && (
        <section aria-labelledby="credits-title" className="mt-6 rounded-xl border border-sarment-100 bg-white p-4 shadow-sm">
          <h2 id="credits-title" className="text-lg font-semibold">
            {t.credits}
          </h2>
          <ul className="mt-2 grid gap-1 sm:grid-cols-2">
            {CREDIT_KINDS.filter((kind) => kind !== 'abonnement').map((kind) => (
              <li key={kind}>{fr.commerce.credit(kind, answer.credits[kind])}</li>
            ))}
          </ul>
          <Link href="/packs" className="mt-3 inline-block font-semibold text-vin-700 underline">
            {t.packs}
          </Link>
        </section>
      )}
      {answer.commandes.length === 0 ? (
        <p className="mt-6 text-stone-700">{t.none}</p>
      ) : (
        <div className="mt-6 overflow-x-auto">
          <table className="w-full text-sm">
            <thead>
              <tr className="border-b border-stone-200 text-left">
                <th scope="col" className="py-2 pr-3">
                  {t.date}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t.purchase}
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  {t.total}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t.state}
                </th>
                <th scope="col" className="py-2">
                  {t.invoice}
                </th>
              </tr>
            </thead>
            <tbody>
              {answer.commandes.map((order) => (
                <tr key={order.id} className="border-b border-stone-100">
                  <td className="py-2 pr-3">{shortDate(order.creeLe)}</td>
                  <td className="py-2 pr-3">
                    <Link href={`${area}/commande/${order.id}`} className="font-medium text-vin-700 underline">
                      {order.libelle}
                    </Link>
                    <span className="block font-mono text-xs text-stone-600">{order.reference}</span>
                  </td>
                  <td className="py-2 pr-3 text-right">{formatCents(order.panier.totalTtcCents)}</td>
                  <td className="py-2 pr-3">{ORDER_STATE_LABELS[order.etat]}</td>
                  <td className="py-2">
                    {order.factures.map((invoice) => (
                      <a key={invoice.numero} href={`/fichiers/facture/${invoice.numero}`} className="block text-vin-700 underline">
                        {invoice.numero}
                      </a>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
